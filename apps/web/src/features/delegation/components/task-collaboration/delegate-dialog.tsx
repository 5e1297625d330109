// The Delegate dialog: the assignee's e-mail (checked before sending), an optional name and the
// language of the e-mail and of their page (ru/en/fr, the owner's own by default). Offline it says
// why it cannot send (delegation makes a link and an e-mail on the server: it is not queued).
import type { DelegateTaskBody } from '@nova/core/contracts/delegation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../../components/ui/input.tsx';
import { isLanguage, supportedLanguages } from '../../../../lib/language.ts';
import { useOnline } from '../../../../lib/offline/sync.ts';
import { OfflineReason } from './offline-reason.tsx';

// The same shape the server's e-mail schema accepts: something@domain.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean =>
  emailPattern.test(value.trim()) && value.trim().length <= 254;

export type DelegateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: DelegateTaskBody) => void;
  pending: boolean;
};

export function DelegateDialog({ open, onOpenChange, onSubmit, pending }: DelegateDialogProps) {
  const { t, i18n } = useTranslation('collaboration');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState(isLanguage(i18n.language) ? i18n.language : 'en');
  const [touched, setTouched] = useState(false);
  const ids = { email: useId(), name: useId(), language: useId(), error: useId(), offline: useId() };
  const invalid = !isEmail(email);
  const online = useOnline();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} data-own-escape="">
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>{t('dialog.description')}</DialogDescription>
        <form
          noValidate
          className="mt-5 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (invalid || pending || !online) return;
            onSubmit({
              email: email.trim(),
              name: name.trim() || undefined,
              language,
            });
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.email}>{t('dialog.email')}</Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={touched && invalid ? true : undefined}
              aria-describedby={touched && invalid ? ids.error : undefined}
            />
            {touched && invalid ? (
              <p id={ids.error} className="text-sm text-destructive">
                {t('dialog.emailInvalid')}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.name}>{t('dialog.name')}</Label>
            <Input
              id={ids.name}
              value={name}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.language}>{t('dialog.language')}</Label>
            <select
              id={ids.language}
              value={language}
              onChange={(e) => {
                if (isLanguage(e.target.value)) setLanguage(e.target.value);
              }}
              className="h-11 rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {supportedLanguages.map((code) => (
                <option key={code} value={code}>
                  {t(`dialog.languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
          {online ? null : <OfflineReason id={ids.offline} />}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={pending || !online}
              aria-describedby={online ? undefined : ids.offline}
            >
              {t('dialog.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
