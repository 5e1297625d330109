// The coach persona's face in the chat header: its icon (lucide name from the server), name and title.
import type { CoachPersona, PersonaId } from '@nova/core/ai/personas';
import { Heart, type LucideIcon, Sparkles, Target } from 'lucide-react';

const icons: Record<string, LucideIcon> = { target: Target, heart: Heart, sparkles: Sparkles };
const fallback: Record<PersonaId, LucideIcon> = { arto: Target, kaia: Heart, numa: Sparkles };

export function PersonaIcon({
  persona,
  className,
}: {
  persona: Pick<CoachPersona, 'id' | 'icon'>;
  className?: string;
}) {
  const Icon = icons[persona.icon] ?? fallback[persona.id] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
