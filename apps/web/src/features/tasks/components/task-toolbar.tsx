// Above the list: (mobile) menu button, the view's title, search, filters, grouping, focus mode and
// the right panel toggle. The search text is local and reaches the page 250 ms after typing stops.
import { Focus, Menu, PanelRight, Search, SlidersHorizontal, X } from 'lucide-react';
import { type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { availableGroupingModes, type GroupingMode } from '../task-grouping.ts';
import { SIDEBAR_ID } from './task-sidebar.tsx';

export type TaskToolbarProps = {
  title: string;
  searchRef: Ref<HTMLInputElement>;
  onSearch: (text: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
  onPreloadFilters: () => void;
  grouping: GroupingMode;
  onGrouping: (mode: GroupingMode) => void;
  focusMode: boolean;
  onFocusMode: () => void;
  rightPanel: boolean;
  onRightPanel: () => void;
  showMenuButton: boolean;
  onMenu: () => void;
};

export function TaskToolbar(props: TaskToolbarProps) {
  const { t } = useTranslation('tasks');
  const groupId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {props.showMenuButton ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('sidebar.openMenu')}
          aria-controls={SIDEBAR_ID}
          onClick={props.onMenu}
        >
          <Menu aria-hidden="true" />
        </Button>
      ) : null}
      <h1 className="mr-auto text-xl font-semibold tracking-tight">{props.title}</h1>
      <SearchBox inputRef={props.searchRef} onSearch={props.onSearch} />
      <Button
        variant="outline"
        size="md"
        aria-label={t('toolbar.filters')}
        onClick={props.onOpenFilters}
        onPointerEnter={props.onPreloadFilters}
        onFocus={props.onPreloadFilters}
      >
        <SlidersHorizontal aria-hidden="true" />
        <span className="hidden sm:inline">{t('toolbar.filters')}</span>
        {props.filterCount > 0 ? (
          <span
            aria-hidden="true"
            className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums"
          >
            {props.filterCount}
          </span>
        ) : null}
      </Button>
      {props.filterCount > 0 ? (
        <span className="sr-only" role="status">
          {t('toolbar.activeFilters', { count: props.filterCount })}
        </span>
      ) : null}
      <label htmlFor={groupId} className="sr-only">
        {t('toolbar.groupBy')}
      </label>
      <select
        id={groupId}
        value={props.grouping}
        onChange={(event) => {
          const mode = availableGroupingModes.find((m) => m === event.target.value);
          if (mode) props.onGrouping(mode);
        }}
        title={t('toolbar.groupBy')}
        className="h-10 rounded-lg border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {availableGroupingModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`grouping.${mode}`)}
          </option>
        ))}
      </select>
      <Button
        variant={props.focusMode ? 'secondary' : 'outline'}
        size="icon"
        aria-label={t('toolbar.focusMode')}
        aria-pressed={props.focusMode}
        aria-keyshortcuts="F"
        title={t('toolbar.focusMode')}
        onClick={props.onFocusMode}
      >
        <Focus aria-hidden="true" />
      </Button>
      <Button
        variant={props.rightPanel ? 'secondary' : 'outline'}
        size="icon"
        aria-label={t('toolbar.rightPanel')}
        aria-pressed={props.rightPanel}
        title={t('toolbar.rightPanel')}
        onClick={props.onRightPanel}
      >
        <PanelRight aria-hidden="true" />
      </Button>
    </div>
  );
}

function SearchBox({
  inputRef,
  onSearch,
}: {
  inputRef: Ref<HTMLInputElement>;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('tasks');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <search className="relative w-full sm:w-64">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="search"
        aria-label={t('toolbar.search')}
        aria-keyshortcuts="/"
        placeholder={t('toolbar.searchPlaceholder')}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
          }
        }}
        className={cn(
          'h-10 w-full rounded-lg border border-border bg-background pr-8 pl-9 text-sm [&::-webkit-search-cancel-button]:appearance-none',
          'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      />
      {text ? (
        <button
          type="button"
          aria-label={t('toolbar.clearSearch')}
          onClick={() => setText('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </search>
  );
}
