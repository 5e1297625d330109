// The main task screen (/app, SPEC §2): sidebar with views, quick add, search and filters, the
// virtualized list grouped by status or energy, focus mode, and the right panel (MVD, quick actions,
// Pomodoro, stats, health). Dialogs load on first use.
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import {
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { cn } from '../../../lib/cn.ts';
import { useBooleanPreference } from '../../../lib/preferences.ts';
import { useSlot } from '../../../lib/slots.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/use-media-query.ts';
import { useGroupingMode } from '../hooks/use-grouping-mode.ts';
import { useSidebarState } from '../hooks/use-sidebar-state.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { useTaskDeepLink } from '../hooks/use-task-deep-link.ts';
import { useTaskPageData } from '../hooks/use-task-page-data.ts';
import { useTaskShortcuts } from '../hooks/use-task-shortcuts.ts';
import { PREF } from '../task-preferences.ts';
import { activeFilterCount, emptyFilters, type TaskFilters } from '../task-view.ts';
import { AdhdTips } from './adhd-tips.tsx';
import { AiGroupingMode } from './ai-grouping-mode.tsx';
import { preloadTaskDetail, TaskDetail } from './detail/task-detail.tsx';
import { FocusMode } from './focus-mode.tsx';
import { QuickAdd } from './quick-add.tsx';
import { RightPanel } from './right-panel.tsx';
import { TaskListPanel } from './task-list-panel.tsx';
import { TaskSidebar } from './task-sidebar.tsx';
import { TaskToolbar } from './task-toolbar.tsx';

const loadFilterDialog = () => import('./filter-dialog.tsx');
const FilterDialog = lazy(() => loadFilterDialog().then((m) => ({ default: m.FilterDialog })));
const loadDeleteDialog = () => import('./delete-task-dialog.tsx');
const DeleteTaskDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteTaskDialog })));
const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog.tsx').then((m) => ({ default: m.OnboardingDialog })),
);

export function TasksPage() {
  const { t, i18n } = useTranslation('tasks');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  // The assistant's entry points (import, chat): a slot the assistant feature fills (lib/slots.ts).
  const AssistantBar = useSlot('assistantBar');

  const [view, setView] = useState<TaskView>('active');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TaskFilters>(emptyFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersLoaded, setFiltersLoaded] = useState(false);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  useTaskDeepLink(setOpenTaskId);
  const [toDelete, setToDelete] = useState<TaskSummary | null>(null);
  const [focusMode, setFocusMode] = useState(false);
  const [grouping, setGrouping] = useGroupingMode();
  const [showRightPanel, setShowRightPanel] = useBooleanPreference(PREF.showRightPanel, true);
  const [showTips, setShowTips] = useBooleanPreference(PREF.showAdhdTips, true);
  const [showStats] = useBooleanPreference(PREF.showStatsSection, true);
  const [showOnboarding, setShowOnboarding] = useBooleanPreference(PREF.showOnboarding, true);
  const sidebar = useSidebarState();
  const wide = useMediaQuery(WIDE_QUERY);
  const actions = useTaskActions();
  const data = useTaskPageData({ view, search, filters, withStats: showRightPanel && showStats });
  // The first commit paints the frame (toolbar, quick add, today's tip) with the list's loading state;
  // the rows follow in a second render that React runs in slices after that paint.
  // Rendering everything at once held the first paint of /app ~300 ms at 4x CPU (bench/lighthouse.ts).
  const framePainted = useDeferredValue(true, false);
  // The right panel (beside the list, or under it on narrow screens) comes one render later still, so
  // neither the list's nor the panel's first render is one long task for a slow phone.
  const [panelReady, setPanelReady] = useState(false);
  useEffect(() => {
    if (framePainted && !panelReady) startTransition(() => setPanelReady(true));
  }, [framePainted, panelReady]);

  const quickAddRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const toggleFocus = useCallback(() => setFocusMode((on) => !on), []);
  useTaskShortcuts({
    quickAdd: () => {
      setFocusMode(false);
      requestAnimationFrame(() => quickAddRef.current?.focus());
    },
    search: () => searchRef.current?.focus(),
    focusMode: toggleFocus,
    sidebar: sidebar.toggle,
  });

  const openFilters = () => {
    setFiltersLoaded(true);
    setFiltersOpen(true);
  };
  const rowHandlers = useMemo(
    () => ({
      open: setOpenTaskId,
      changeStatus: actions.changeStatus,
      toggleMvd: actions.toggleMvd,
      askDelete: (task: TaskSummary) => {
        void loadDeleteDialog();
        setToDelete(task);
      },
      preloadDetail: preloadTaskDetail,
    }),
    [actions],
  );
  const changeView = (next: TaskView) => {
    setView(next);
    setFocusMode(false);
    if (sidebar.isMobile) sidebar.setMobileOpen(false);
  };
  const clearAll = useCallback(() => {
    setFilters(emptyFilters);
    setSearch('');
  }, []);
  const { refetch } = data.list;
  const retryList = useCallback(() => void refetch(), [refetch]);
  const focusOn = useCallback(() => setFocusMode(true), []);

  const list = (
    <TaskListPanel
      view={view}
      grouping={grouping}
      pending={data.list.isPending}
      failed={data.list.isError}
      fetching={data.list.isFetching}
      onRetry={retryList}
      deferred={!framePainted}
      tasks={data.tasks}
      filtered={search.trim() !== '' || activeFilterCount(filters) > 0}
      onClearFilters={clearAll}
      scrollRef={scrollRef}
      handlers={rowHandlers}
      tags={data.tags}
      today={data.today}
      language={i18n.language}
    />
  );
  const rightPanel =
    showRightPanel && !focusMode && panelReady ? (
      <RightPanel
        mvdIds={data.mvdIds}
        tasksById={data.tasksById}
        top={data.top}
        stats={data.stats}
        actions={actions}
        onOpen={setOpenTaskId}
        onFocus={focusOn}
        className={wide ? 'w-80 shrink-0 overflow-y-auto border-l border-border p-4' : 'mt-2'}
      />
    ) : null;

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] w-full">
      <TaskSidebar
        state={sidebar}
        view={view}
        onViewChange={changeView}
        onTour={() => setShowOnboarding(true)}
      />
      {/* The gutter is kept from the first paint: when the loaded list overflows, a scrollbar appearing
          would narrow the column, re-wrap the tip above the list and shift everything (CLS). */}
      <div ref={scrollRef} className="relative min-w-0 flex-1 overflow-y-auto [scrollbar-gutter:stable]">
        {focusMode ? (
          <div className="px-4 sm:px-6">
            <FocusMode
              task={data.top}
              actions={actions}
              onOpen={setOpenTaskId}
              onExit={() => setFocusMode(false)}
            />
          </div>
        ) : (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-16 sm:px-6">
            <TaskToolbar
              title={t(`views.${view}`)}
              searchRef={searchRef}
              onSearch={setSearch}
              filterCount={activeFilterCount(filters)}
              onOpenFilters={openFilters}
              onPreloadFilters={() => void loadFilterDialog()}
              grouping={grouping}
              onGrouping={setGrouping}
              focusMode={focusMode}
              onFocusMode={toggleFocus}
              rightPanel={showRightPanel}
              onRightPanel={() => setShowRightPanel(!showRightPanel)}
              showMenuButton={sidebar.isMobile}
              onMenu={() => sidebar.setMobileOpen(true)}
            />
            {AssistantBar ? (
              <Suspense fallback={null}>
                <AssistantBar />
              </Suspense>
            ) : null}
            <div className={cn('sticky top-0 z-10 -mx-1 bg-background/95 px-1 py-2 backdrop-blur')}>
              <QuickAdd inputRef={quickAddRef} onCreate={actions.create} />
            </div>
            {showTips ? <AdhdTips onDismiss={() => setShowTips(false)} /> : null}
            {grouping === 'ai' ? (
              <AiGroupingMode
                view={view}
                tasks={data.tasks}
                handlers={rowHandlers}
                tags={data.tags}
                today={data.today}
                language={i18n.language}
                fallback={list}
              />
            ) : (
              list
            )}
            {/* Under the list on narrow screens: only once the list is there, or it would jump down. */}
            {wide || data.list.isPending ? null : rightPanel}
            {/* Below the list: shown once the list is there, or the list's arrival would push it down. */}
            {framePainted && !data.list.isPending ? (
              <p className="hidden text-center text-xs text-muted-foreground md:block">
                {t('shortcutsHint')}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {wide
        ? (rightPanel ??
          // Its column is there from the first paint, so the list column keeps its width.
          (showRightPanel && !focusMode ? <div className="w-80 shrink-0 border-l border-border" /> : null))
        : null}

      <TaskDetail taskId={openTaskId} onClose={() => setOpenTaskId(null)} />
      <Suspense fallback={null}>
        {filtersLoaded ? (
          <FilterDialog
            open={filtersOpen}
            filters={filters}
            onApply={(next) => {
              setFilters(next);
              setFiltersOpen(false);
            }}
            onClose={() => setFiltersOpen(false)}
          />
        ) : null}
        {toDelete ? (
          <DeleteTaskDialog
            title={toDelete.title}
            onConfirm={() => {
              actions.remove(toDelete);
              setToDelete(null);
            }}
            onCancel={() => setToDelete(null)}
          />
        ) : null}
        {showOnboarding ? (
          <OnboardingDialog
            onDone={() => setShowOnboarding(false)}
            returnFocus={() => quickAddRef.current?.focus()}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
