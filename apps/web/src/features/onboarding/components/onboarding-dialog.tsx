// A short first-visit tour of /app (4 steps; the onboarding slot, a lazy chunk). Finishing or skipping
// sets `show-onboarding` to false. Texts in the tasks namespace, which /app has loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import type { OnboardingSlotProps } from '../../../lib/slots.ts';

const steps = ['capture', 'mvd', 'focus', 'kind'] as const;

export function OnboardingDialog({ onDone, returnFocus }: OnboardingSlotProps) {
  const { t } = useTranslation('tasks');
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? 'capture';
  const last = index === steps.length - 1;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
    >
      <DialogContent
        closeLabel={t('onboarding.skip')}
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <p className="text-xs text-muted-foreground">
          {t('onboarding.step', { current: index + 1, total: steps.length })}
        </p>
        <DialogTitle className="mt-1">{t(`onboarding.steps.${step}.title`)}</DialogTitle>
        <DialogDescription className="mt-2 text-base">{t(`onboarding.steps.${step}.body`)}</DialogDescription>
        <div aria-hidden="true" className="mt-6 flex gap-1.5">
          {steps.map((id, i) => (
            <span
              key={id}
              className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-primary' : 'bg-muted'}`}
            />
          ))}
        </div>
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="ghost" onClick={index === 0 ? onDone : () => setIndex(index - 1)}>
            {index === 0 ? t('onboarding.skip') : t('onboarding.back')}
          </Button>
          <Button autoFocus onClick={last ? onDone : () => setIndex(index + 1)}>
            {last ? t('onboarding.finish') : t('onboarding.next')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
