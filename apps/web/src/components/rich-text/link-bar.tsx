// The link field under the toolbar: type an address, Enter applies it to the selection (or the link
// under the caret), Escape closes. Only SPEC §5's schemes pass; a bare address gets http://.
import type { Editor } from '@tiptap/react';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { isAllowedLinkUrl, normalizeLinkInput } from './link-schemes.ts';
import { LINK_REL } from './rich-text-extensions.ts';

export type LinkBarProps = { editor: Editor; href: string; onDone: () => void };

export function LinkBar({ editor, href, onDone }: LinkBarProps) {
  const { t } = useTranslation('task-detail');
  const [value, setValue] = useState(href);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const apply = () => {
    if (value.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    const normalized = normalizeLinkInput(value);
    if (normalized === null) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: insert the address itself as the link text.
      chain
        .insertContent({
          type: 'text',
          text: normalized,
          marks: [{ type: 'link', attrs: { href: normalized } }],
        })
        .run();
    } else {
      chain.setLink({ href: normalized }).run();
    }
    onDone();
  };

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-input p-2">
      <label htmlFor={inputId} className="text-sm">
        {t('link.label')}
      </label>
      <input
        id={inputId}
        // biome-ignore lint/a11y/noAutofocus: opened on purpose from the toolbar's link button.
        autoFocus
        data-own-escape=""
        type="text"
        inputMode="url"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        placeholder="https://"
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        className="h-8 min-w-40 flex-1 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
      />
      <Button size="sm" onClick={apply}>
        {t('link.apply')}
      </Button>
      {href ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            {t('link.remove')}
          </Button>
          {isAllowedLinkUrl(href) ? (
            <a
              href={href}
              target="_blank"
              rel={LINK_REL}
              className="inline-flex items-center gap-1 rounded text-sm text-primary underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ExternalLink aria-hidden="true" className="size-3.5" />
              {t('link.open')}
            </a>
          ) : null}
        </>
      ) : null}
      {invalid ? (
        <p id={errorId} role="alert" className="w-full text-xs text-destructive">
          {t('link.invalid')}
        </p>
      ) : null}
    </div>
  );
}
