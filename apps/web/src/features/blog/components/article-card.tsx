// One article in a list: title link, date, reading time, summary.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleMeta } from '../articles.ts';

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleMeta; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(article.publishedAt),
  );
  return (
    <article className="relative flex flex-col gap-2 rounded-2xl border border-border bg-card p-6 transition-colors hover:border-primary/60 motion-reduce:transition-none">
      <Heading className="text-lg font-semibold">
        <Link
          to={`/blog/${article.id}`}
          className="rounded after:absolute after:inset-0 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t(`articles.${article.id}.title`)}
        </Link>
      </Heading>
      <p className="text-sm text-muted-foreground">
        <time dateTime={article.publishedAt}>{date}</time> · {t('minutes', { count: article.minutes })}
      </p>
      <p className="text-muted-foreground">{t(`articles.${article.id}.summary`)}</p>
    </article>
  );
}
