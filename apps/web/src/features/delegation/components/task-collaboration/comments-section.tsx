// Comments in the task detail: the conversation with the assignee (live: new ones arrive through the
// realtime stream) and the owner's add box; Send is disabled while the text is blank.
import type { Task } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { commentsQueryOptions, useAddComment } from '../../api/comments.ts';

const COMMENT_MAX = 5000;

export function CommentsSection({ task, locale }: { task: Task; locale: string }) {
  const { t } = useTranslation('collaboration');
  const query = useQuery(commentsQueryOptions(task.id));
  const add = useAddComment(task.id);
  const [text, setText] = useState('');
  const fieldId = useId();
  const blank = text.trim() === '';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const comments = query.data?.comments ?? [];

  const send = () => {
    if (blank || add.isPending) return;
    add.mutate(
      { text: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: () => toast.error(t('comments.failed'), { id: 'comment-failed' }),
      },
    );
  };

  return (
    <section aria-labelledby="task-detail-comments" className="flex flex-col gap-3">
      <h3 id="task-detail-comments" className="text-sm font-semibold">
        {t('comments.title')}
        {comments.length > 0 ? (
          <span className="ml-2 text-xs font-normal text-muted-foreground tabular-nums">
            {comments.length}
          </span>
        ) : null}
      </h3>
      {comments.length === 0 ? (
        query.isPending ? null : (
          <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
        )
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('comments.title')}>
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-border bg-background p-3">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium">{comment.authorName}</span>
                <span className="text-xs text-muted-foreground">
                  {t(comment.authorKind === 'owner' ? 'comments.byOwner' : 'comments.byAssignee')} ·{' '}
                  <time dateTime={comment.createdAt}>{date.format(new Date(comment.createdAt))}</time>
                </span>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap break-words">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          {t('comments.addLabel')}
        </label>
        <textarea
          id={fieldId}
          rows={2}
          value={text}
          maxLength={COMMENT_MAX}
          placeholder={t('comments.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
          }}
          className="w-full rounded-lg border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" size="sm" className="w-fit" disabled={blank || add.isPending}>
          <Send aria-hidden="true" />
          {t('comments.send')}
        </Button>
      </form>
    </section>
  );
}
