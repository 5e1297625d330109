// The state of the /app screen (TasksPage): the view, search and filters, the open task, the dialogs,
// focus mode and the panel preferences, with the data, actions and keys that go with them. The
// components of the screen read it as one object (TasksPageModel).
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { PREF, useBooleanPreference } from '../../../lib/preferences.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/use-media-query.ts';
import { preloadTaskDetail } from '../components/detail/task-detail.tsx';
import { emptyFilters, type TaskFilters } from '../task-view.ts';
import { useGroupingMode } from './use-grouping-mode.ts';
import { useSidebarState } from './use-sidebar-state.ts';
import { useTaskActions } from './use-task-actions.ts';
import { useTaskDeepLink } from './use-task-deep-link.ts';
import { useTaskPageData } from './use-task-page-data.ts';
import { useTaskShortcuts } from './use-task-shortcuts.ts';

export const loadFilterDialog = () => import('../components/filter-dialog.tsx');
export const loadDeleteDialog = () => import('../components/delete-task-dialog.tsx');

export type TasksPageModel = ReturnType<typeof useTasksPage>;

/**
 * The first commit paints the frame (toolbar, quick add, today's tip) with the list's loading state;
 * the rows follow in a second render that React runs in slices after that paint. Rendering everything
 * at once held the first paint of /app ~300 ms at 4x CPU (bench/lighthouse.ts). The right panel
 * (beside the list, or under it on narrow screens) comes one render later still, so neither the
 * list's nor the panel's first render is one long task for a slow phone.
 */
function useStagedPaint() {
  const framePainted = useDeferredValue(true, false);
  const [panelReady, setPanelReady] = useState(false);
  useEffect(() => {
    if (framePainted && !panelReady) startTransition(() => setPanelReady(true));
  }, [framePainted, panelReady]);
  return { framePainted, panelReady };
}

/** The filter dialog (loaded on first use), the delete confirmation and the first-visit tour. */
function useTaskDialogs(setFilters: (filters: TaskFilters) => void) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersLoaded, setFiltersLoaded] = useState(false);
  const [toDelete, setToDelete] = useState<TaskSummary | null>(null);
  const [showOnboarding, setShowOnboarding] = useBooleanPreference(PREF.showOnboarding, true);
  return {
    filtersOpen,
    filtersLoaded,
    openFilters: () => {
      setFiltersLoaded(true);
      setFiltersOpen(true);
    },
    closeFilters: () => setFiltersOpen(false),
    applyFilters: (next: TaskFilters) => {
      setFilters(next);
      setFiltersOpen(false);
    },
    toDelete,
    setToDelete,
    showOnboarding,
    setShowOnboarding,
  };
}

export function useTasksPage() {
  const [view, setView] = useState<TaskView>('active');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TaskFilters>(emptyFilters);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  useTaskDeepLink(setOpenTaskId);
  const dialogs = useTaskDialogs(setFilters);
  const [focusMode, setFocusMode] = useState(false);
  const [grouping, setGrouping] = useGroupingMode();
  const [showRightPanel, setShowRightPanel] = useBooleanPreference(PREF.showRightPanel, true);
  const [showTips, setShowTips] = useBooleanPreference(PREF.showAdhdTips, true);
  const sidebar = useSidebarState();
  const wide = useMediaQuery(WIDE_QUERY);
  const actions = useTaskActions();
  const data = useTaskPageData({ view, search, filters });
  const { framePainted, panelReady } = useStagedPaint();

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

  const { setToDelete } = dialogs;
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
    [actions, setToDelete],
  );
  const { isMobile, setMobileOpen } = sidebar;
  const changeView = useCallback(
    (next: TaskView) => {
      setView(next);
      setFocusMode(false);
      if (isMobile) setMobileOpen(false);
    },
    [isMobile, setMobileOpen],
  );
  const clearAll = useCallback(() => {
    setFilters(emptyFilters);
    setSearch('');
  }, []);
  const { refetch } = data.list;
  const retryList = useCallback(() => void refetch(), [refetch]);
  const focusOn = useCallback(() => setFocusMode(true), []);
  const { setShowOnboarding } = dialogs;
  const openTour = useCallback(() => setShowOnboarding(true), [setShowOnboarding]);

  return {
    view,
    changeView,
    search,
    setSearch,
    filters,
    openTaskId,
    setOpenTaskId,
    dialogs,
    focusMode,
    setFocusMode,
    toggleFocus,
    focusOn,
    openTour,
    grouping,
    setGrouping,
    showRightPanel,
    setShowRightPanel,
    showTips,
    setShowTips,
    sidebar,
    wide,
    actions,
    data,
    framePainted,
    panelReady,
    quickAddRef,
    searchRef,
    scrollRef,
    rowHandlers,
    clearAll,
    retryList,
  };
}
