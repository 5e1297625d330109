// Formatting toolbar of the rich-text editor: text style (paragraph, headings 1-6), bold, italic, lists,
// link, undo and redo. Toggle buttons expose aria-pressed; the link field is a small inline bar.
import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { LinkBar } from './link-bar.tsx';
import { HEADING_LEVELS } from './rich-text-extensions.ts';

/** The link mark's href attribute (an attribute bag holds anything), '' when there is none. */
const linkHref = (href: unknown): string => (typeof href === 'string' ? href : '');

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('task-detail');
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: linkHref(e.getAttributes('link').href),
      level: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();

  return (
    <div className="rounded-t-lg border border-input bg-muted/40">
      <div role="toolbar" aria-label={t('toolbar.label')} className="flex flex-wrap items-center gap-1 p-1">
        <select
          aria-label={t('toolbar.textStyle')}
          value={state.level}
          onChange={(event) => {
            const level = HEADING_LEVELS.find((heading) => heading === Number(event.target.value));
            if (level === undefined) chain().setParagraph().run();
            else chain().setHeading({ level }).run();
          }}
          className="h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <option value={0}>{t('toolbar.paragraph')}</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t('toolbar.heading', { level })}
            </option>
          ))}
        </select>
        <ToolButton label={t('toolbar.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </ToolButton>
        <ToolButton
          label={t('toolbar.italic')}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic />
        </ToolButton>
        <ToolButton
          label={t('toolbar.bulletList')}
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List />
        </ToolButton>
        <ToolButton
          label={t('toolbar.orderedList')}
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered />
        </ToolButton>
        <ToolButton
          label={t('toolbar.link')}
          pressed={state.link || linkOpen}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <Link2 />
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        <ToolButton label={t('toolbar.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </ToolButton>
        <ToolButton label={t('toolbar.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </ToolButton>
      </div>
      {linkOpen ? (
        <LinkBar
          editor={editor}
          href={state.href}
          onDone={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

type ToolButtonProps = {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function ToolButton({ label, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: the click must not move focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-foreground [&_svg]:size-4',
        'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-40',
        pressed && 'bg-secondary text-secondary-foreground',
      )}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}
