// The attachment preview dialog, shared by the task owner and the assignee's shared page (SPEC §2):
// zoom 25 %–300 % in 25 % steps, rotate by 90°, download; images, video, audio and PDF inline, text
// and JSON in a framed <pre> (fetched and rendered as text, never by framing the file), anything else
// "Preview not available" with "Download File". A native <dialog> (focus trap, Escape, top layer)
// keeps the shared page free of a dialog library; inside the owner's sheet it carries the sheet's
// "handles its own Escape" attribute.
import type { Attachment } from '@nova/core/contracts/attachments';
import { Download, RotateCw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPreviewBody } from './attachment-preview-body.tsx';
import { rotate, stepZoom, ZOOM_MAX, ZOOM_MIN, zoomPercent } from './attachment-preview-zoom.ts';
import { buttonClasses } from './button.tsx';

export type PreviewedAttachment = Pick<Attachment, 'name' | 'type' | 'size' | 'preview' | 'url'>;

export type AttachmentPreviewProps = {
  attachment: PreviewedAttachment;
  downloadHref: string;
  onClose: () => void;
};

const iconButton = buttonClasses('ghost', 'icon', 'size-9');

export function AttachmentPreview({ attachment, downloadHref, onClose }: AttachmentPreviewProps) {
  const { t } = useTranslation('collaboration');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [zoom, setZoom] = useState(1);
  const [degrees, setDegrees] = useState(0);
  const viewable = attachment.preview !== 'none' && attachment.preview !== 'audio';

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!viewable || event.target instanceof HTMLInputElement) return;
    if (event.key === '+' || event.key === '=') setZoom((z) => stepZoom(z, 1));
    else if (event.key === '-') setZoom((z) => stepZoom(z, -1));
    else if (event.key === 'r' || event.key === 'R') setDegrees(rotate);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-own-escape=""
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-auto flex h-[min(52rem,calc(100dvh-2rem))] w-[min(64rem,calc(100%-2rem))] max-w-none flex-col overflow-hidden rounded-2xl border border-border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-black/60"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
          <span className="sr-only">{t('preview.title')}: </span>
          {attachment.name}
        </h2>
        {viewable ? (
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">{t('preview.controls')}</legend>
            <button
              type="button"
              className={iconButton}
              aria-label={t('preview.zoomOut')}
              aria-keyshortcuts="-"
              disabled={zoom <= ZOOM_MIN}
              onClick={() => setZoom((z) => stepZoom(z, -1))}
            >
              <ZoomOut aria-hidden="true" />
            </button>
            <output aria-live="polite" className="w-14 text-center text-sm tabular-nums">
              <span className="sr-only">{t('preview.zoomLevel')} </span>
              {zoomPercent(zoom)}%
            </output>
            <button
              type="button"
              className={iconButton}
              aria-label={t('preview.zoomIn')}
              aria-keyshortcuts="+"
              disabled={zoom >= ZOOM_MAX}
              onClick={() => setZoom((z) => stepZoom(z, 1))}
            >
              <ZoomIn aria-hidden="true" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={t('preview.rotate')}
              aria-keyshortcuts="R"
              onClick={() => setDegrees(rotate)}
            >
              <RotateCw aria-hidden="true" />
            </button>
            <span className="sr-only" aria-live="polite">
              {t('preview.rotation', { degrees })}
            </span>
          </fieldset>
        ) : null}
        <a
          href={downloadHref}
          download={attachment.name}
          className={iconButton}
          aria-label={t('preview.download')}
        >
          <Download aria-hidden="true" />
        </a>
        <button
          type="button"
          className={iconButton}
          aria-label={t('preview.close')}
          onClick={() => ref.current?.close()}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 overflow-auto bg-muted/40 p-4" data-testid="preview-stage">
        <AttachmentPreviewBody
          attachment={attachment}
          downloadHref={downloadHref}
          zoom={zoom}
          degrees={degrees}
        />
      </div>
    </dialog>
  );
}
