// The chat's coach persona: the saved one, or the one just picked while it saves (back to the saved one,
// with a toast, when saving fails).
import type { PersonaId } from '@nova/core/ai/personas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  aiLocaleOf,
  personaQueryOptions,
  personasQueryOptions,
  useSavePersona,
} from '../../../lib/api/ai.ts';

export function useChatPersona() {
  const { t, i18n } = useTranslation('assistant');
  const personas = useQuery(personasQueryOptions(aiLocaleOf(i18n.language))).data?.personas ?? [];
  const savedPersona = useQuery(personaQueryOptions()).data?.persona;
  const savePersona = useSavePersona();
  const [picked, setPicked] = useState<PersonaId | null>(null);
  const personaId = picked ?? savedPersona;
  const persona = personas.find((p) => p.id === personaId);

  const pick = (value: string) => {
    const next = personas.find((p) => p.id === value)?.id;
    if (!next) return;
    setPicked(next satisfies PersonaId);
    savePersona.mutate(next, {
      onError: () => {
        setPicked(null);
        toast.error(t('persona.saveFailed'));
      },
    });
  };

  return { personas, personaId, persona, pick, saving: savePersona.isPending };
}
