// The welcome banner (SPEC §2/§4): asks the assignee for their name on the first visit of this task
// and link, only while no name is set. Save is disabled while the name is blank; Enter saves; it can
// be dismissed. Saving or dismissing is remembered in this browser.
import { Hand, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ASSIGNEE_NAME_MAX, isBlank } from '../shared-rules.ts';

export type WelcomeBannerProps = {
  ownerName: string;
  onSave: (name: string) => Promise<void>;
  onDismiss: () => void;
};

export function WelcomeBanner({ ownerName, onSave, onDismiss }: WelcomeBannerProps) {
  const { t } = useTranslation('shared-task');
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(name) || saving) return;
    setSaving(true);
    try {
      await onSave(name.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-2xl border border-primary/30 bg-secondary/60 p-5 text-secondary-foreground"
    >
      <button
        type="button"
        className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2 size-9')}
        aria-label={t('welcome.dismiss')}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </button>
      <h2 id={titleId} className="flex items-center gap-2 pr-10 text-lg font-semibold">
        <Hand aria-hidden="true" className="size-5" />
        {t('welcome.title')}
      </h2>
      <p className="text-sm">{t('welcome.text', { owner: ownerName })}</p>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('welcome.nameLabel')}
          </label>
          <Input
            id={inputId}
            value={name}
            maxLength={ASSIGNEE_NAME_MAX}
            autoComplete="name"
            placeholder={t('welcome.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className={buttonClasses('primary', 'md', 'h-11')}
          disabled={isBlank(name) || saving}
        >
          {t('welcome.save')}
        </button>
      </form>
    </section>
  );
}
