// /blog/:articleId: one article, its related articles, or a not-found state.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { asStringList } from '../../../lib/i18n-values.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type ArticleMeta, findArticle, relatedArticles } from '../articles.ts';
import { ArticleCard } from './article-card.tsx';

export function BlogArticlePage() {
  const { articleId } = useParams();
  const article = findArticle(articleId);
  return <PublicLayout>{article ? <Article article={article} /> : <ArticleNotFound />}</PublicLayout>;
}

function Article({ article }: { article: ArticleMeta }) {
  const { t, i18n } = useTranslation('blog');
  const title = t(`articles.${article.id}.title`);
  useDocumentTitle(title);
  const body = asStringList(t(`articles.${article.id}.body`, { returnObjects: true }));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(article.publishedAt),
  );
  const related = relatedArticles(article);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-12 px-6 py-14">
      <article className="flex flex-col gap-6">
        <Link
          to="/blog"
          className="w-fit rounded text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          ← {t('backToBlog')}
        </Link>
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-sm text-muted-foreground">
            <time dateTime={article.publishedAt}>{date}</time> · {t('minutes', { count: article.minutes })}
          </p>
        </header>
        {body.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="flex flex-col gap-4">
          <h2 id="related-heading" className="text-xl font-semibold">
            {t('related')}
          </h2>
          <div className="grid gap-4">
            {related.map((item) => (
              <ArticleCard key={item.id} article={item} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-6 py-20">
      <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/blog" className={buttonClasses('primary')}>
        {t('backToBlog')}
      </Link>
    </div>
  );
}
