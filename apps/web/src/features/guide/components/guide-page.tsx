// /guide: seven short steps through the planner, one at a time, with a gentle slide between them
// (none under prefers-reduced-motion).
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { guideSteps } from '../guide-steps.ts';

export function GuidePage() {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  useDocumentTitle(t('title'));
  const step = guideSteps[index] ?? guideSteps[0];
  const last = index === guideSteps.length - 1;
  const Icon = step.icon;

  function go(next: number) {
    setDirection(next > index ? 'forward' : 'back');
    setIndex(next);
  }

  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-2xl flex-col gap-8 px-6 py-14">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
          <Link to="/app" className={buttonClasses('ghost', 'sm')}>
            {t('backToApp')}
          </Link>
        </header>

        <ol aria-label={t('progressLabel')} className="flex gap-2">
          {guideSteps.map((s, i) => (
            <li key={s.id} className="flex-1">
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t('goToStep', { number: i + 1, title: t(`steps.${s.id}.title`) })}
                className={cn(
                  'flex h-6 w-full items-center rounded-full',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-1.5 w-full rounded-full transition-colors motion-reduce:transition-none',
                    i <= index ? 'bg-primary' : 'bg-muted',
                  )}
                />
              </button>
            </li>
          ))}
        </ol>

        <section aria-live="polite" aria-labelledby="guide-step-title" className="overflow-hidden">
          <div
            key={step.id}
            className={cn(
              'flex flex-col gap-5 rounded-2xl border border-border bg-card p-8',
              direction === 'forward'
                ? 'motion-safe:animate-step-in-right'
                : 'motion-safe:animate-step-in-left',
            )}
          >
            <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary motion-safe:animate-float">
              <Icon aria-hidden="true" className="size-7" />
            </div>
            <p className="text-sm font-medium text-muted-foreground">
              {t('stepOf', { current: index + 1, total: guideSteps.length })}
            </p>
            <h2 id="guide-step-title" className="text-2xl font-semibold">
              {t(`steps.${step.id}.title`)}
            </h2>
            <p className="text-lg leading-relaxed text-muted-foreground">{t(`steps.${step.id}.text`)}</p>
            <p className="rounded-xl bg-muted px-4 py-3 text-sm">
              <span className="font-medium">{t('tip')}</span> {t(`steps.${step.id}.tip`)}
            </p>
          </div>
        </section>

        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
            <ArrowLeft aria-hidden="true" />
            {t('previous')}
          </Button>
          {last ? (
            <Button onClick={() => navigate('/app')}>
              <Check aria-hidden="true" />
              {t('finish')}
            </Button>
          ) : (
            <Button onClick={() => go(index + 1)}>
              {t('next')}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}
