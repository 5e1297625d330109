// The Comments tab: the conversation (oldest first) and the add box; Send is disabled while the text is
// blank (SPEC §5). Ctrl/Cmd+Enter sends.
import type { Comment } from '@nova/core/contracts/comments';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { COMMENT_TEXT_MAX, isBlank } from '../shared-rules.ts';

export type SharedCommentsTabProps = {
  comments: readonly Comment[];
  locale: string;
  ownerName: string;
  onAdd: (text: string) => Promise<unknown>;
};

export function SharedCommentsTab({ comments, locale, ownerName, onAdd }: SharedCommentsTabProps) {
  const { t } = useTranslation('shared-task');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isBlank(text) || sending) return;
    setSending(true);
    try {
      await onAdd(text);
      setText('');
    } catch {
      // The page said what went wrong; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('comments.list')}>
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-border bg-background p-3">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium">
                  {comment.authorKind === 'owner'
                    ? comment.authorName || ownerName
                    : comment.authorName || t('comments.you')}
                </span>
                <span className="text-xs text-muted-foreground">
                  {comment.authorKind === 'owner' ? t('comments.owner') : t('comments.assignee')} ·{' '}
                  <time dateTime={comment.createdAt}>{date.format(new Date(comment.createdAt))}</time>
                </span>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap break-words">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('comments.addLabel')}
        </label>
        <textarea
          id={fieldId}
          value={text}
          rows={3}
          maxLength={COMMENT_TEXT_MAX}
          placeholder={t('comments.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
          className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <button
          type="submit"
          className={buttonClasses('primary', 'md', 'w-fit')}
          disabled={isBlank(text) || sending}
        >
          <Send aria-hidden="true" />
          {t('comments.send')}
        </button>
      </form>
    </div>
  );
}
