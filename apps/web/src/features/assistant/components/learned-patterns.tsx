// "What Nova has learned": the behaviour patterns the server learned from use (SPEC §3), shown in
// plain words, with a reset that forgets them (DELETE /api/ai/patterns).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { patternsQueryOptions, useResetPatterns } from '../../../lib/api/ai.ts';

export function LearnedPatterns() {
  const { t } = useTranslation('assistant');
  const titleId = useId();
  const patterns = useQuery(patternsQueryOptions());
  const reset = useResetPatterns();
  const p = patterns.data;
  const rows: Array<[string, string]> = p
    ? [
        [t('patterns.workStyle'), p.workStyle ? t(`patterns.values.${p.workStyle}`) : null],
        [t('patterns.motivation'), p.motivationType ? t(`patterns.values.${p.motivationType}`) : null],
        [t('patterns.horizon'), p.planningHorizon ? t(`patterns.values.${p.planningHorizon}`) : null],
        [
          t('patterns.delegation'),
          p.delegationTendency === null ? null : t('patterns.outOfTen', { value: p.delegationTendency }),
        ],
        [
          t('patterns.breakdown'),
          p.breakdownPreference === null ? null : t(p.breakdownPreference ? 'patterns.yes' : 'patterns.no'),
        ],
        [t('patterns.communication'), t(`patterns.values.${p.communicationStyle}`)],
        [t('patterns.techniques'), p.preferredTechniques.length ? p.preferredTechniques.join(', ') : null],
      ].filter((row): row is [string, string] => row[1] !== null)
    : [];
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-border bg-background p-3 text-sm">
      <h3 id={titleId} className="font-semibold">
        {t('patterns.title')}
      </h3>
      {patterns.isPending ? (
        <p className="mt-1 text-muted-foreground">{t('patterns.loading')}</p>
      ) : patterns.isError || !p ? (
        <p className="mt-1 text-muted-foreground">{t('patterns.loadFailed')}</p>
      ) : (
        <>
          <p className="mt-1 text-muted-foreground">
            {p.analysisCount > 0
              ? t('patterns.basedOn', { count: p.analysisCount })
              : t('patterns.nothingYet')}
          </p>
          {rows.length ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={reset.isPending || p.analysisCount === 0}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => toast(t('patterns.resetDone')),
                onError: () => toast.error(t('patterns.resetFailed')),
              })
            }
          >
            {t('patterns.reset')}
          </Button>
        </>
      )}
    </section>
  );
}
