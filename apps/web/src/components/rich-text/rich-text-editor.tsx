// A TipTap 3 rich-text editor (load it as a lazy chunk: TipTap is large). It reports HTML (empty string
// for an empty document) and takes outside content when `external.rev` changes, without echoing it
// back as an edit. Used for a task's description; its texts (the field's label, the toolbar, the link
// bar) are in the task-detail namespace, which the screen showing it has loaded.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextExtensions } from './rich-text-extensions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

// Preflight strips headings and lists of their looks; the document gets them back here.
const contentClasses = [
  'min-h-32 rounded-b-lg border border-t-0 border-input bg-background px-3 py-2 text-base leading-relaxed',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  '[&_p]:my-1 [&_h1]:mt-3 [&_h1]:mb-1 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:mb-1',
  '[&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-2',
  '[&_h4]:font-semibold [&_h5]:mt-2 [&_h5]:text-sm [&_h5]:font-semibold [&_h6]:mt-2 [&_h6]:text-sm',
  '[&_h6]:font-medium [&_h6]:text-muted-foreground [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal',
  '[&_ol]:pl-6 [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3',
  '[&_blockquote]:text-muted-foreground [&_a]:text-primary [&_a]:underline [&_code]:rounded',
  '[&_code]:bg-muted [&_code]:px-1 [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_hr]:my-3',
].join(' ');

/** Content the editor must show instead of what it has; `rev` changes each time. */
export type ExternalContent = { html: string; rev: number };

export type RichTextEditorProps = {
  external: ExternalContent;
  onChange: (html: string) => void;
};

export function RichTextEditor({ external, onChange }: RichTextEditorProps) {
  const { t } = useTranslation('task-detail');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: richTextExtensions,
    content: external.html,
    editorProps: {
      attributes: {
        'aria-label': t('description.label'),
        'aria-multiline': 'true',
        role: 'textbox',
        class: contentClasses,
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  const appliedRev = useRef(external.rev);
  useEffect(() => {
    if (external.rev === appliedRev.current) return;
    appliedRev.current = external.rev;
    editor.commands.setContent(external.html, { emitUpdate: false });
  }, [editor, external]);

  return (
    <div className="flex flex-col">
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
