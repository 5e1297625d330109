// The /app sidebar: views (a vertical tab list controlling the task panel), links to the other screens
// and the panel switches. 16rem open, 3rem collapsed to icons; an 18rem drawer under 768 px.
import type { TaskView } from '@nova/core/contracts/tasks';
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  CalendarRange,
  CheckCircle2,
  Compass,
  GitFork,
  Inbox,
  PanelLeft,
  Repeat,
  Send,
  Tag,
  Target,
  Trophy,
  X,
} from 'lucide-react';
import {
  type ComponentType,
  type KeyboardEvent,
  memo,
  type SVGProps,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import type { SidebarState } from '../hooks/use-sidebar-state.ts';
import { taskViewIds } from '../task-view.ts';
import { PanelSwitches } from './panel-switches.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const viewIcons: Record<TaskView, Icon> = {
  active: Inbox,
  today: CalendarDays,
  upcoming: CalendarRange,
  completed: CheckCircle2,
};

const links: ReadonlyArray<{ id: string; to: string; icon: Icon }> = [
  { id: 'priorities', to: '/priorities', icon: Target },
  { id: 'strategy', to: '/strategy', icon: Compass },
  { id: 'tags', to: '/tags', icon: Tag },
  { id: 'delegated', to: '/delegated', icon: Send },
  { id: 'analytics', to: '/analytics', icon: BarChart3 },
  { id: 'progress', to: '/gamification', icon: Trophy },
  { id: 'habits', to: '/habits', icon: Repeat },
  { id: 'mindmap', to: '/mindmap', icon: GitFork },
  { id: 'guide', to: '/guide', icon: BookOpen },
];

export const SIDEBAR_ID = 'task-sidebar';
export const TASK_PANEL_ID = 'task-panel';
export const viewTabId = (view: TaskView) => `task-view-${view}`;

export type TaskSidebarProps = {
  state: SidebarState;
  view: TaskView;
  /** How many tasks each view holds (GET /api/tasks/counts); absent until they arrive. */
  counts?: Readonly<Record<TaskView, number>> | undefined;
  onViewChange: (view: TaskView) => void;
  onTour: () => void;
};

const itemClass =
  'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm transition-colors motion-reduce:transition-none ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

// Memoised, as its links: /app renders again for each answer that arrives (the list's pages, the
// counts, the summary), the sidebar only when its own props change (its texts cost on a slow phone).
export const TaskSidebar = memo(function TaskSidebar({
  state,
  view,
  counts,
  onViewChange,
  onTour,
}: TaskSidebarProps) {
  const { t } = useTranslation('tasks');
  const iconsOnly = state.collapsed && !state.isMobile;
  const hidden = state.isMobile && !state.mobileOpen;
  return (
    <>
      {state.isMobile && state.mobileOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/40 motion-safe:animate-fade-in"
          onClick={() => state.setMobileOpen(false)}
        />
      ) : null}
      <section
        id={SIDEBAR_ID}
        aria-label={t('sidebar.label')}
        hidden={hidden}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && state.isMobile) state.setMobileOpen(false);
        }}
        className={cn(
          'flex shrink-0 flex-col gap-4 overflow-y-auto border-r border-border py-3',
          state.isMobile
            ? 'fixed inset-y-0 left-0 z-50 w-72 bg-card px-3 shadow-xl'
            : cn(
                'sticky top-14 h-[calc(100dvh-3.5rem)] bg-card/60',
                iconsOnly ? 'w-12 items-center px-1' : 'w-64 px-3',
              ),
        )}
      >
        <SidebarHeader state={state} iconsOnly={iconsOnly} />
        <ViewTabs
          state={state}
          view={view}
          counts={counts}
          onViewChange={onViewChange}
          iconsOnly={iconsOnly}
        />
        <SectionLinks iconsOnly={iconsOnly} />
        {iconsOnly ? null : <PanelSwitches onTour={onTour} />}
      </section>
    </>
  );
});

const headerButtonClass =
  'inline-flex size-9 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The title with the drawer's close button (mobile) or the collapse toggle. */
function SidebarHeader({ state, iconsOnly }: { state: SidebarState; iconsOnly: boolean }) {
  const { t } = useTranslation('tasks');
  return (
    <div className={cn('flex items-center', iconsOnly ? 'justify-center' : 'justify-between')}>
      {iconsOnly ? null : (
        <span className="px-2 text-sm font-semibold text-muted-foreground">{t('title')}</span>
      )}
      {state.isMobile ? (
        <button
          type="button"
          className={headerButtonClass}
          aria-label={t('sidebar.closeMenu')}
          onClick={() => state.setMobileOpen(false)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <button
          type="button"
          className={headerButtonClass}
          aria-label={t('sidebar.toggle')}
          aria-expanded={!state.collapsed}
          aria-controls={SIDEBAR_ID}
          aria-keyshortcuts="Control+B Meta+B"
          title={t('sidebar.toggleHint')}
          onClick={state.toggle}
        >
          <PanelLeft aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** The tab a key moves to from tab `index` of `count` (arrows wrap; Home, End), or null for other keys. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowDown' || key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

type ViewTabsProps = Pick<TaskSidebarProps, 'state' | 'view' | 'counts' | 'onViewChange'> & {
  iconsOnly: boolean;
};

/** The views as a vertical tab list (arrow keys move and select), controlling the task panel. */
function ViewTabs({ state, view, counts, onViewChange, iconsOnly }: ViewTabsProps) {
  const { t, i18n } = useTranslation('tasks');
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const tabRefs = useRef<Partial<Record<TaskView, HTMLButtonElement | null>>>({});

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexAfterKey(event.key, index, taskViewIds.length);
    if (next === null) return;
    event.preventDefault();
    const target = taskViewIds[next];
    if (!target) return;
    onViewChange(target);
    tabRefs.current[target]?.focus();
  };

  // The drawer takes focus when it opens (on the chosen view), so keyboard users land inside it.
  const drawerOpen = state.isMobile && state.mobileOpen;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (drawerOpen) tabRefs.current[view]?.focus();
    else if (wasOpen.current)
      document.querySelector<HTMLElement>(`button[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen, view]);

  return (
    <div
      role="tablist"
      aria-label={t('sidebar.views')}
      aria-orientation="vertical"
      className="flex w-full flex-col gap-1"
    >
      {taskViewIds.map((id, index) => {
        const Icon = viewIcons[id];
        const selected = id === view;
        // The number is the tab's description, not part of its name (which stays the view's).
        const count = iconsOnly ? undefined : counts?.[id];
        const countId = `${viewTabId(id)}-count`;
        return (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={viewTabId(id)}
            aria-selected={selected}
            aria-controls={TASK_PANEL_ID}
            aria-describedby={count === undefined ? undefined : countId}
            tabIndex={selected ? 0 : -1}
            title={iconsOnly ? t(`views.${id}`) : undefined}
            onClick={() => onViewChange(id)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={cn(
              itemClass,
              iconsOnly && 'justify-center px-0',
              selected
                ? 'bg-secondary font-medium text-secondary-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span className={cn(iconsOnly && 'sr-only')}>{t(`views.${id}`)}</span>
            {count === undefined ? null : (
              <span id={countId} className="ml-auto text-xs tabular-nums text-muted-foreground">
                {numbers.format(count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Links to the other screens. */
const SectionLinks = memo(function SectionLinks({ iconsOnly }: { iconsOnly: boolean }) {
  const { t } = useTranslation('tasks');
  return (
    <nav
      aria-label={t('sidebar.sections')}
      className="flex w-full flex-col gap-1 border-t border-border pt-3"
    >
      {links.map(({ id, to, icon: Icon }) => (
        <Link
          key={id}
          to={to}
          title={iconsOnly ? t(`links.${id}`) : undefined}
          className={cn(
            itemClass,
            'text-muted-foreground hover:bg-muted hover:text-foreground',
            iconsOnly && 'justify-center px-0',
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn(iconsOnly && 'sr-only')}>{t(`links.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
});
