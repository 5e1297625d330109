// The Details tab: description, date and the attachments (attach, preview, download).
import type { SharedTask } from '@nova/core/contracts/shared-task';
import { useTranslation } from 'react-i18next';
import { AttachmentPreviewList } from '../../../components/ui/attachment-preview-list.tsx';
import { RichText } from './rich-text.tsx';

export type SharedDetailsTabProps = {
  data: SharedTask;
  locale: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
};

/** A YYYY-MM-DD date in the viewer's medium format (read as a calendar day, not a UTC instant). */
function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

export function SharedDetailsTab({ data, locale, upload }: SharedDetailsTabProps) {
  const { t } = useTranslation('shared-task');
  const description = data.task.description.trim();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="shared-description" className="flex flex-col gap-2">
        <h2 id="shared-description" className="text-sm font-semibold text-muted-foreground">
          {t('details.description')}
        </h2>
        {description ? (
          <RichText
            html={description}
            className="rich-text text-sm leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&>*+*]:mt-2"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('details.noDescription')}</p>
        )}
      </section>
      <section aria-labelledby="shared-date" className="flex flex-col gap-1">
        <h2 id="shared-date" className="text-sm font-semibold text-muted-foreground">
          {t('details.date')}
        </h2>
        <p className="text-sm">
          {data.task.date ? (
            <time dateTime={data.task.date}>{formatDay(data.task.date, locale)}</time>
          ) : (
            t('details.noDate')
          )}
        </p>
      </section>
      <section aria-labelledby="shared-attachments" className="flex flex-col gap-2">
        <h2 id="shared-attachments" className="text-sm font-semibold text-muted-foreground">
          {t('details.attachments')}
        </h2>
        <AttachmentPreviewList attachments={data.attachments} locale={locale} upload={upload} />
      </section>
    </div>
  );
}
