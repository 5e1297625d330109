// A secret the server shows only once (a calendar feed link, an API token): selectable, with a copy
// button, and a line saying it will not be shown again.
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';

export function ShownOnceSecret({
  value,
  label,
  copied,
  note,
}: {
  value: string;
  label: string;
  /** The toast after a copy. */
  copied: string;
  note: string;
}) {
  const { t } = useTranslation('integrations');
  const id = useId();
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => toast(copied))
      .catch(() => toast.error(t('calendarFeed.copyFailed')));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {t('calendarFeed.copy')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
