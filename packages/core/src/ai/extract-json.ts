// The JSON value in a model's text reply: the whole text, a ```json fenced block, or the outermost
// {...} / [...] span. Returns undefined when there is none (the caller falls back, SPEC §8).

export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const attempts: string[] = [trimmed];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fence?.[1]) attempts.push(fence[1].trim());
  const firstObj = trimmed.indexOf('{');
  const lastObj = trimmed.lastIndexOf('}');
  if (firstObj !== -1 && lastObj > firstObj) attempts.push(trimmed.slice(firstObj, lastObj + 1));
  const firstArr = trimmed.indexOf('[');
  const lastArr = trimmed.lastIndexOf(']');
  if (firstArr !== -1 && lastArr > firstArr) attempts.push(trimmed.slice(firstArr, lastArr + 1));
  for (const attempt of attempts) {
    try {
      const value: unknown = JSON.parse(attempt);
      return value;
    } catch {
      // try the next shape
    }
  }
  return undefined;
}
