// Every route of SPEC §2. Each screen is its own lazy chunk; later work replaces the placeholder files.
import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { RequireAuth } from './auth-guard.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

/** React.lazy for a named export. */
function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

// Public
const LandingPage = lazyNamed(() => import('../features/landing/components/landing-page.tsx'), 'LandingPage');
const AuthPage = lazyNamed(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage');
const TermsPage = lazyNamed(() => import('../features/content/components/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('../features/content/components/privacy-page.tsx'), 'PrivacyPage');
const ResearchPage = lazyNamed(
  () => import('../features/content/components/research-page.tsx'),
  'ResearchPage',
);
const HowItWorksPage = lazyNamed(
  () => import('../features/content/components/how-it-works-page.tsx'),
  'HowItWorksPage',
);
const BlogListPage = lazyNamed(
  () => import('../features/blog/components/blog-list-page.tsx'),
  'BlogListPage',
);
const BlogArticlePage = lazyNamed(
  () => import('../features/blog/components/blog-article-page.tsx'),
  'BlogArticlePage',
);
const GuidePage = lazyNamed(() => import('../features/guide/components/guide-page.tsx'), 'GuidePage');
const SharedTaskPage = lazyNamed(
  () => import('../features/shared-task/components/shared-task-page.tsx'),
  'SharedTaskPage',
);
const NotFoundPage = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundPage');

// Guarded
const StatusWalkthroughPage = lazyNamed(
  () => import('../features/status-walkthrough/components/status-walkthrough-page.tsx'),
  'StatusWalkthroughPage',
);
// The page with its slots (app/slots.tsx), one chunk.
const TasksPage = lazyNamed(() => import('./tasks-screen.tsx'), 'TasksScreen');
const TagsPage = lazyNamed(() => import('../features/tags/components/tags-page.tsx'), 'TagsPage');
const PrioritiesPage = lazyNamed(
  () => import('../features/priorities/components/priorities-page.tsx'),
  'PrioritiesPage',
);
const StrategyPage = lazyNamed(
  () => import('../features/strategy/components/strategy-page.tsx'),
  'StrategyPage',
);
const AnalyticsPage = lazyNamed(
  () => import('../features/analytics/components/analytics-page.tsx'),
  'AnalyticsPage',
);
const GamificationPage = lazyNamed(
  () => import('../features/gamification/components/gamification-page.tsx'),
  'GamificationPage',
);
const HabitsPage = lazyNamed(() => import('../features/habits/components/habits-page.tsx'), 'HabitsPage');
const MindmapListPage = lazyNamed(
  () => import('../features/mindmap/components/mindmap-list-page.tsx'),
  'MindmapListPage',
);
const MindmapEditorPage = lazyNamed(
  () => import('../features/mindmap/components/mindmap-editor-page.tsx'),
  'MindmapEditorPage',
);

const HealthPage = lazyNamed(() => import('../features/health/components/health-page.tsx'), 'HealthPage');

const DelegatedTasksPage = lazyNamed(
  () => import('../features/delegation/components/delegated-tasks-page.tsx'),
  'DelegatedTasksPage',
);

function MindmapNewRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/mindmap/${encodeURIComponent(id)}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/landing" element={<LandingPage />} />
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:articleId" element={<BlogArticlePage />} />
      <Route path="/research" element={<ResearchPage />} />
      <Route path="/how-it-works" element={<HowItWorksPage />} />
      <Route path="/guide" element={<GuidePage />} />
      <Route path="/shared-task/:taskId" element={<SharedTaskPage />} />

      <Route element={<RequireAuth />}>
        <Route element={<SignedInLayout />}>
          <Route path="/task-manager-test" element={<StatusWalkthroughPage />} />
          <Route path="/app" element={<TasksPage />} />
          <Route path="/tags" element={<TagsPage />} />
          <Route path="/priorities" element={<PrioritiesPage />} />
          <Route path="/strategy" element={<StrategyPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
          <Route path="/gamification" element={<GamificationPage />} />
          <Route path="/habits" element={<HabitsPage />} />
          <Route path="/mindmap" element={<MindmapListPage />} />
          <Route path="/mindmap/:id" element={<MindmapEditorPage />} />
          <Route path="/delegated" element={<DelegatedTasksPage />} />
          <Route path="/health" element={<HealthPage />} />
        </Route>
      </Route>

      <Route path="/mindmap-new" element={<Navigate to="/mindmap" replace />} />
      <Route path="/mindmap-new/:id" element={<MindmapNewRedirect />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
