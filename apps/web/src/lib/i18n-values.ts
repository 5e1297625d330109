// Reading structured values (lists, sections) out of translations without trusting their shape.

export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export type TextSection = { heading: string; body: string[] };

export function asSections(value: unknown): TextSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const heading = 'heading' in item && typeof item.heading === 'string' ? item.heading : '';
    const body = 'body' in item ? asStringList(item.body) : [];
    return heading || body.length > 0 ? [{ heading, body }] : [];
  });
}
