// /blog: short, practical articles.
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { articles } from '../articles.ts';
import { ArticleCard } from './article-card.tsx';

export function BlogListPage() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('title'));
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-6 py-14">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-lg text-muted-foreground">{t('lead')}</p>
        </header>
        <div className="grid gap-5">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      </div>
    </PublicLayout>
  );
}
