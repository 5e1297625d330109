// The coach persona of Nova (SPEC §1/§3): Arto, Kaia or Numa, each with icon, name, title,
// description, traits and what it is best for. The choice is saved at once (PUT /api/ai/persona) and
// shapes the tone of every assistant reply.
import type { PersonaId } from '@nova/core/ai/personas';
import { useQuery } from '@tanstack/react-query';
import { Heart, type LucideIcon, Sparkles, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  aiLocaleOf,
  personaQueryOptions,
  personasQueryOptions,
  useSavePersona,
} from '../../../lib/api/ai.ts';
import { cn } from '../../../lib/cn.ts';

const icons: Record<string, LucideIcon> = { target: Target, heart: Heart, sparkles: Sparkles };

export function PersonaSetting() {
  const { t, i18n } = useTranslation('assistant');
  const hintId = useId();
  const personas = useQuery(personasQueryOptions(aiLocaleOf(i18n.language)));
  const saved = useQuery(personaQueryOptions()).data?.persona;
  const save = useSavePersona();
  // The radio follows the click at once; a failed save puts the saved persona back.
  const [picked, setPicked] = useState<PersonaId | null>(null);
  const current = picked ?? saved;
  const choose = (persona: PersonaId) => {
    setPicked(persona);
    save.mutate(persona, {
      onSuccess: () => toast(t('persona.saved')),
      onError: () => {
        setPicked(null);
        toast.error(t('persona.saveFailed'));
      },
    });
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium">{t('persona.legend')}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('persona.hint')}
      </p>
      {personas.isPending ? <p className="text-sm text-muted-foreground">{t('persona.loading')}</p> : null}
      {personas.isError ? <p className="text-sm text-muted-foreground">{t('persona.loadFailed')}</p> : null}
      <div className="flex flex-col gap-2">
        {personas.data?.personas.map((persona) => {
          const Icon = icons[persona.icon] ?? Sparkles;
          const checked = current === persona.id;
          return (
            <label
              key={persona.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                checked ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="coach-persona"
                value={persona.id}
                checked={checked}
                onChange={() => choose(persona.id)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">
                  {persona.name} · {persona.title}
                </span>
                <span className="text-muted-foreground">{persona.description}</span>
                <span className="text-xs text-muted-foreground">
                  {t('persona.traits', { list: persona.traits.join(', ') })}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('persona.bestFor', { list: persona.bestFor.join(', ') })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
