// The private calendar feed in settings: make a link (shown once, with a copy button), choose whether
// habits are in it, make a new one (the old stops working) or turn it off. Calm wording: the link is
// a private key to the user's dated tasks.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { calendarFeedQueryOptions, useCalendarFeedActions } from '../api/calendar-feed.ts';
import { ShownOnceSecret } from './shown-once-secret.tsx';

export function CalendarFeedSetting() {
  const { t, i18n } = useTranslation('integrations');
  const titleId = useId();
  const hintId = useId();
  const habitsId = useId();
  const feed = useQuery(calendarFeedQueryOptions());
  const { create, setHabits, revoke } = useCalendarFeedActions();
  // The URL exists in this component only, right after it was made: the server never shows it again.
  const [url, setUrl] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const enabled = feed.data?.enabled === true;
  const includeHabits = feed.data?.includeHabits === true;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const failed = () => toast.error(t('calendarFeed.failed'));

  const makeLink = () =>
    create.mutate(includeHabits, {
      onSuccess: (created) => {
        setUrl(created.url);
        setConfirmOff(false);
      },
      onError: failed,
    });
  return (
    <section aria-labelledby={titleId} aria-describedby={hintId} className="flex flex-col gap-3">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-medium">
        <CalendarDays aria-hidden="true" className="size-4" />
        {t('calendarFeed.title')}
      </h3>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('calendarFeed.hint')}
      </p>
      {feed.isError ? <p className="text-sm text-muted-foreground">{t('calendarFeed.loadFailed')}</p> : null}

      {url ? (
        <ShownOnceSecret
          value={url}
          label={t('calendarFeed.link')}
          copied={t('calendarFeed.copied')}
          note={t('calendarFeed.shownOnce')}
        />
      ) : enabled && feed.data?.createdAt ? (
        <p className="text-sm" role="status">
          {feed.data.lastFetchedAt
            ? t('calendarFeed.activeRead', {
                created: date(feed.data.createdAt),
                read: date(feed.data.lastFetchedAt),
              })
            : t('calendarFeed.active', { created: date(feed.data.createdAt) })}
        </p>
      ) : null}

      {enabled ? (
        <label htmlFor={habitsId} className="flex items-center gap-2 text-sm">
          <input
            id={habitsId}
            type="checkbox"
            checked={includeHabits}
            disabled={setHabits.isPending}
            onChange={(e) => setHabits.mutate(e.target.checked, { onError: failed })}
            className="size-4 accent-primary"
          />
          {t('calendarFeed.includeHabits')}
        </label>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={enabled ? 'outline' : 'primary'}
          disabled={create.isPending}
          onClick={makeLink}
        >
          {enabled ? t('calendarFeed.newLink') : t('calendarFeed.create')}
        </Button>
        {enabled && !confirmOff ? (
          <Button type="button" variant="ghost" onClick={() => setConfirmOff(true)}>
            {t('calendarFeed.turnOff')}
          </Button>
        ) : null}
      </div>
      {enabled ? <p className="text-xs text-muted-foreground">{t('calendarFeed.newLinkHint')}</p> : null}
      {confirmOff ? (
        <TurnOffConfirm
          pending={revoke.isPending}
          onCancel={() => setConfirmOff(false)}
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setUrl(null);
                setConfirmOff(false);
                toast(t('calendarFeed.turnedOff'));
              },
              onError: failed,
            })
          }
        />
      ) : null}
    </section>
  );
}

function TurnOffConfirm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border p-3">
      <legend className="sr-only">{t('calendarFeed.turnOff')}</legend>
      <p className="text-sm">{t('calendarFeed.turnOffConfirm')}</p>
      <div className="flex gap-2">
        <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
          {t('calendarFeed.turnOffYes')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('calendarFeed.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
