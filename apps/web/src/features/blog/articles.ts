// The blog's articles: ids, dates and links between them. Their text lives in locales/<lng>/blog.json.

export type ArticleMeta = { id: string; publishedAt: string; minutes: number; related: readonly string[] };

export const articles: readonly ArticleMeta[] = [
  {
    id: 'swiss-cheese-method',
    publishedAt: '2025-02-03',
    minutes: 3,
    related: ['minimum-viable-day', 'pomodoro-for-adhd'],
  },
  {
    id: 'eisenhower-matrix',
    publishedAt: '2025-02-17',
    minutes: 4,
    related: ['minimum-viable-day', 'swiss-cheese-method'],
  },
  {
    id: 'minimum-viable-day',
    publishedAt: '2025-03-03',
    minutes: 3,
    related: ['eisenhower-matrix', 'swiss-cheese-method'],
  },
  {
    id: 'pomodoro-for-adhd',
    publishedAt: '2025-03-17',
    minutes: 3,
    related: ['swiss-cheese-method', 'eisenhower-matrix'],
  },
];

export function findArticle(id: string | undefined): ArticleMeta | undefined {
  return articles.find((article) => article.id === id);
}

export function relatedArticles(article: ArticleMeta): ArticleMeta[] {
  return article.related.flatMap((id) => articles.filter((candidate) => candidate.id === id));
}
