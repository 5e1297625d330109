// A text page made of sections from the `content` namespace (terms, privacy, research, how it works).
import { useTranslation } from 'react-i18next';
import { ProsePage, PublicLayout } from '../../../components/public-layout.tsx';
import { asSections } from '../../../lib/i18n-values.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export type ContentSection = 'terms' | 'privacy' | 'research' | 'howItWorks';

export function ContentPage({ section }: { section: ContentSection }) {
  const { t } = useTranslation('content');
  const title = t(`${section}.title`);
  useDocumentTitle(title);
  const sections = asSections(t(`${section}.sections`, { returnObjects: true }));
  return (
    <PublicLayout>
      <ProsePage title={title} lead={t(`${section}.lead`)}>
        {sections.map((s, index) => (
          <section key={s.heading || index} className="flex flex-col gap-3">
            {s.heading ? <h2 className="text-xl font-semibold">{s.heading}</h2> : null}
            {s.body.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        {section === 'terms' || section === 'privacy' ? (
          <p className="text-sm text-muted-foreground">{t('updated')}</p>
        ) : null}
      </ProsePage>
    </PublicLayout>
  );
}
