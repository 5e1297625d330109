// The card above the "ai" grouping (ai-grouping-view.tsx): group now / choose a strategy / regroup, and
// a status line: working, the current grouping's strategy, score and time, or why there is none.
import type { GroupingRecord } from '@nova/core/contracts/ai';
import { Layers, RefreshCw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export type AiGroupingHeaderProps = {
  /** The grouping shown, if any (under 24 h old, or kept in memory). */
  grouping: GroupingRecord | null;
  /** The newest saved grouping, shown or not. */
  latest: Pick<GroupingRecord, 'createdAt'> | undefined;
  loading: boolean;
  working: boolean;
  notice: string | null;
  reasons: readonly string[];
  language: string;
  onChoose: () => void;
  onGroupNow: () => void;
};

export function AiGroupingHeader(props: AiGroupingHeaderProps) {
  const { t } = useTranslation('assistant');
  const { grouping, working, reasons } = props;
  return (
    <section
      aria-label={t('grouping.title')}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Layers aria-hidden="true" className="size-4 text-primary" />
        <h2 className="mr-auto font-semibold">{t('grouping.title')}</h2>
        {grouping ? (
          <Button variant="outline" size="sm" disabled={working} onClick={props.onChoose}>
            {working ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
            {t('grouping.regroup')}
          </Button>
        ) : (
          <>
            <Button variant="outline" size="sm" disabled={working} onClick={props.onChoose}>
              {t('grouping.choose')}
            </Button>
            <Button size="sm" disabled={working} onClick={props.onGroupNow}>
              {working ? (
                <Spinner className="size-4 text-primary-foreground" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {t('grouping.groupNow')}
            </Button>
          </>
        )}
      </div>
      <div role="status" className="text-muted-foreground">
        <GroupingStatusLine {...props} />
        {props.notice ? <p className="mt-1">{props.notice}</p> : null}
        {grouping && grouping.id === null ? <p className="mt-1">{t('grouping.memoryOnly')}</p> : null}
      </div>
      {reasons.length && grouping ? (
        <ul className="list-disc pl-5 text-muted-foreground">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GroupingStatusLine({ grouping, latest, loading, working, language }: AiGroupingHeaderProps) {
  const { t } = useTranslation('assistant');
  if (working) return <p>{t('grouping.working')}</p>;
  if (grouping) {
    return (
      <p>
        {t('grouping.summary', {
          strategy: t(`grouping.strategies.${grouping.strategy}.name`),
          score: grouping.efficiencyScore,
          time: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(grouping.createdAt),
          ),
        })}
      </p>
    );
  }
  if (loading) return <p>{t('grouping.loading')}</p>;
  return (
    <p>
      {latest
        ? t('grouping.stale', {
            time: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
              new Date(latest.createdAt),
            ),
          })
        : t('grouping.none')}
    </p>
  );
}
