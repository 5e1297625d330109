// / and /landing: what Nova Planner is, in a calm voice. Always dark (theme context "landing").
import { Bot, CalendarCheck, Grid2x2, Scissors, Server, Timer } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const features: ReadonlyArray<{ id: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { id: 'capture', icon: Bot },
  { id: 'microSteps', icon: Scissors },
  { id: 'matrix', icon: Grid2x2 },
  { id: 'mvd', icon: CalendarCheck },
  { id: 'focus', icon: Timer },
  { id: 'selfHosted', icon: Server },
];

const steps = ['one', 'two', 'three'] as const;

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('documentTitle'));
  return (
    <PublicLayout>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-3xl rounded-full bg-primary/20 blur-3xl"
        />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 px-6 pt-24 pb-20 text-center">
          <p className="rounded-full border border-border px-4 py-1 text-sm text-muted-foreground">
            {t('hero.badge')}
          </p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{t('hero.lead')}</p>
          <div className="flex flex-wrap justify-center gap-3 pt-2">
            <Link to="/app" className={buttonClasses('primary', 'lg')}>
              {t('hero.start')}
            </Link>
            <Link to="/how-it-works" className={buttonClasses('outline', 'lg')}>
              {t('hero.learn')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="features-heading" className="mb-10 text-center text-3xl font-semibold tracking-tight">
          {t('features.title')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ id, icon: Icon }) => (
            <li key={id} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{t(`features.items.${id}.title`)}</h3>
              <p className="text-muted-foreground">{t(`features.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-4xl px-6 py-16">
        <h2 id="steps-heading" className="mb-10 text-center text-3xl font-semibold tracking-tight">
          {t('steps.title')}
        </h2>
        <ol className="grid gap-6 sm:grid-cols-3">
          {steps.map((id, index) => (
            <li key={id} className="flex flex-col gap-2">
              <span aria-hidden="true" className="text-4xl font-semibold text-primary">
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{t(`steps.${id}.title`)}</h3>
              <p className="text-muted-foreground">{t(`steps.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-6 pt-8 pb-24">
        <div className="flex flex-col items-center gap-5 rounded-3xl border border-border bg-card px-6 py-14 text-center">
          <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight">
            {t('cta.title')}
          </h2>
          <p className="max-w-xl text-muted-foreground">{t('cta.text')}</p>
          <Link to="/app" className={buttonClasses('primary', 'lg')}>
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
