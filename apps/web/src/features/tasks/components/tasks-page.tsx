// The main task screen (/app, SPEC §2): sidebar with views, quick add, search and filters, the
// virtualized list grouped by status or energy, focus mode, and the right panel (MVD, quick actions,
// Pomodoro, stats, health). Dialogs load on first use. The parts other features own (the assistant's
// bar, the right panel, focus mode, the tip of the day, the tour) come through slots
// (lib/slots.ts); the screen's state is useTasksPage's.
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeInvalidation } from '../../../lib/api/use-realtime-invalidation.ts';
import { cn } from '../../../lib/cn.ts';
import { lazyPart, toastAndClose } from '../../../lib/lazy-part.tsx';
import { type Slots, useSlot } from '../../../lib/slots.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  loadDeleteDialog,
  loadFilterDialog,
  type TasksPageModel,
  useTasksPage,
} from '../hooks/use-tasks-page.ts';
import { activeFilterCount } from '../task-view.ts';
import { TaskDetail } from './detail/task-detail.tsx';
import { QuickAdd } from './quick-add.tsx';
import { TaskListPanel } from './task-list-panel.tsx';
import { TASK_PANEL_ID, TaskSidebar, viewTabId } from './task-sidebar.tsx';
import { TaskToolbar } from './task-toolbar.tsx';

const FilterDialog = lazyPart(
  () => loadFilterDialog().then((m) => ({ default: m.FilterDialog })),
  toastAndClose(
    ({ onClose }) => onClose(),
    ({ open }) => open,
  ),
);
const DeleteTaskDialog = lazyPart(
  () => loadDeleteDialog().then((m) => ({ default: m.DeleteTaskDialog })),
  toastAndClose(({ onCancel }) => onCancel()),
);
// The assistant's grouping is a mode the user picks: its code loads with it (the list shows meanwhile).
// Without it, the ordinary list (its fallback).
const AiGroupingMode = lazyPart(
  () => import('./ai-grouping-mode.tsx').then((m) => ({ default: m.AiGroupingMode })),
  ({ fallback }) => fallback,
);

export function TasksPage() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(t('title'));
  useRealtimeInvalidation();
  const page = useTasksPage();
  const { focusMode, showRightPanel, wide } = page;
  const FocusMode = useSlot('focusMode');
  const MvdSync = useSlot('mvdSync');
  const rightPanel = rightPanelOf(page, useSlot('rightPanel'));

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] w-full">
      <TaskSidebar
        state={page.sidebar}
        view={page.view}
        counts={page.data.counts}
        onViewChange={page.changeView}
        onTour={page.openTour}
      />
      {/* The gutter is kept from the first paint: when the loaded list overflows, a scrollbar appearing
          would narrow the column, re-wrap the tip above the list and shift everything (CLS). */}
      <div ref={page.scrollRef} className="relative min-w-0 flex-1 overflow-y-auto [scrollbar-gutter:stable]">
        {focusMode ? (
          <div className="px-4 sm:px-6">
            {FocusMode ? (
              <Suspense fallback={null}>
                <FocusMode
                  task={page.data.overview.top}
                  actions={page.actions}
                  onOpen={page.setOpenTaskId}
                  onExit={() => page.setFocusMode(false)}
                />
              </Suspense>
            ) : null}
          </div>
        ) : (
          <TaskColumn page={page} rightPanel={rightPanel} />
        )}
      </div>
      {wide
        ? (rightPanel ??
          // Its column is there from the first paint, so the list column keeps its width.
          (showRightPanel && !focusMode ? <div className="w-80 shrink-0 border-l border-border" /> : null))
        : null}

      <TaskDetail taskId={page.openTaskId} onClose={() => page.setOpenTaskId(null)} />
      <TasksPageDialogs page={page} />
      {MvdSync ? <MvdSync /> : null}
    </div>
  );
}

/** The right panel, beside the list (wide screens) or under it; null while hidden or not yet due. */
function rightPanelOf(page: TasksPageModel, RightPanel: Slots['rightPanel']): ReactNode {
  if (!RightPanel || !page.showRightPanel || page.focusMode || !page.panelReady) return null;
  const { data } = page;
  return (
    <RightPanel
      overview={data.overview}
      actions={page.actions}
      onOpen={page.setOpenTaskId}
      onFocus={page.focusOn}
      className={page.wide ? 'w-80 shrink-0 overflow-y-auto border-l border-border p-4' : 'below-list mt-2'}
    />
  );
}

/** The list column: toolbar, the assistant's bar, quick add, the tip of the day and the list. */
function TaskColumn({ page, rightPanel }: { page: TasksPageModel; rightPanel: ReactNode }) {
  const { t, i18n } = useTranslation('tasks');
  const AssistantBar = useSlot('assistantBar');
  const DailyTip = useSlot('dailyTip');
  const { view, filters, data, grouping } = page;

  const list = (
    <TaskListPanel
      view={view}
      grouping={grouping}
      pending={data.list.isPending}
      failed={data.list.isError}
      fetching={data.list.isFetching}
      onRetry={page.retryList}
      deferred={!page.framePainted}
      tasks={data.tasks}
      hasMore={data.hasMore}
      onNearEnd={data.loadMore}
      filtered={page.search.trim() !== '' || activeFilterCount(filters) > 0}
      onClearFilters={page.clearAll}
      scrollRef={page.scrollRef}
      handlers={page.rowHandlers}
      tags={data.tags}
      today={data.today}
      language={i18n.language}
    />
  );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-16 sm:px-6">
      <TaskToolbar
        title={t(`views.${view}`)}
        searchRef={page.searchRef}
        onSearch={page.setSearch}
        filterCount={activeFilterCount(filters)}
        onOpenFilters={page.dialogs.openFilters}
        onPreloadFilters={() => void loadFilterDialog()}
        grouping={grouping}
        onGrouping={page.setGrouping}
        focusMode={page.focusMode}
        onFocusMode={page.toggleFocus}
        rightPanel={page.showRightPanel}
        onRightPanel={() => page.setShowRightPanel(!page.showRightPanel)}
        showMenuButton={page.sidebar.isMobile}
        onMenu={() => page.sidebar.setMobileOpen(true)}
      />
      {AssistantBar ? (
        <Suspense fallback={null}>
          <AssistantBar />
        </Suspense>
      ) : null}
      <div className={cn('sticky top-0 z-10 -mx-1 bg-background/95 px-1 py-2 backdrop-blur')}>
        <QuickAdd inputRef={page.quickAddRef} onCreate={page.actions.create} />
      </div>
      {page.showTips && DailyTip ? <DailyTip onDismiss={() => page.setShowTips(false)} /> : null}
      {grouping === 'ai' ? (
        <Suspense fallback={list}>
          <AiGroupingMode
            panel={{ id: TASK_PANEL_ID, labelledBy: viewTabId(view) }}
            tasks={data.tasks}
            handlers={page.rowHandlers}
            tags={data.tags}
            today={data.today}
            language={i18n.language}
            fallback={list}
          />
        </Suspense>
      ) : (
        list
      )}
      {/* Under the list on narrow screens: only once the list is there, or it would jump down. */}
      {page.wide || data.list.isPending ? null : rightPanel}
      {/* Below the list: shown once the list is there, or the list's arrival would push it down. */}
      {page.framePainted && !data.list.isPending ? (
        <p className="hidden text-center text-xs text-muted-foreground md:block">{t('shortcutsHint')}</p>
      ) : null}
    </div>
  );
}

/** The filter dialog, the delete confirmation and the tour (a slot), each loaded on first use. */
function TasksPageDialogs({ page }: { page: TasksPageModel }) {
  const Onboarding = useSlot('onboarding');
  const { dialogs, actions } = page;
  const { toDelete, setToDelete } = dialogs;
  return (
    <Suspense fallback={null}>
      {dialogs.filtersLoaded ? (
        <FilterDialog
          open={dialogs.filtersOpen}
          filters={page.filters}
          onApply={dialogs.applyFilters}
          onClose={dialogs.closeFilters}
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
      {dialogs.showOnboarding && Onboarding ? (
        <Onboarding
          onDone={() => dialogs.setShowOnboarding(false)}
          returnFocus={() => page.quickAddRef.current?.focus()}
        />
      ) : null}
    </Suspense>
  );
}
