// What the preview dialog shows for each kind of file. PDF and text are fetched into memory first:
// files are served with a sandboxing CSP, and Chrome's PDF viewer does not render a framed file under
// `sandbox`, so a PDF is framed from a blob: URL and text is rendered by React (escaped) in a <pre>.
import { FileQuestion, ImageOff } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewedAttachment } from './attachment-preview.tsx';
import { displayText } from './attachment-preview-zoom.ts';
import { buttonClasses } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** Text beyond this is cut in the preview (the download has it all). */
const TEXT_PREVIEW_CHARS = 500_000;

type BodyProps = { attachment: PreviewedAttachment; downloadHref: string; zoom: number; degrees: number };

export function AttachmentPreviewBody({ attachment, downloadHref, zoom, degrees }: BodyProps) {
  const view: CSSProperties = {
    zoom,
    transform: degrees ? `rotate(${degrees}deg)` : undefined,
  };
  switch (attachment.preview) {
    case 'image':
      return <ImageView attachment={attachment} downloadHref={downloadHref} style={view} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks.
        <video src={attachment.url} controls className="m-auto max-h-full max-w-full" style={view} />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks.
        <audio
          src={attachment.url}
          controls
          className="m-auto w-full max-w-xl"
          aria-label={attachment.name}
        />
      );
    case 'pdf':
      return <FetchedView attachment={attachment} downloadHref={downloadHref} style={view} />;
    case 'text':
      return <FetchedView attachment={attachment} downloadHref={downloadHref} style={view} />;
    default:
      return <NotAvailable downloadHref={downloadHref} name={attachment.name} />;
  }
}

function ImageView({
  attachment,
  downloadHref,
  style,
}: Omit<BodyProps, 'zoom' | 'degrees'> & { style: CSSProperties }) {
  const { t } = useTranslation('collaboration');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Message icon={<ImageOff aria-hidden="true" className="size-10" />} text={t('preview.imageFailed')}>
        <a href={downloadHref} download={attachment.name} className={buttonClasses('outline')}>
          {t('preview.downloadFile')}
        </a>
      </Message>
    );
  }
  return (
    <img
      src={attachment.url}
      alt={attachment.name}
      onError={() => setFailed(true)}
      className="m-auto max-h-full max-w-full object-contain transition-transform duration-200 motion-reduce:transition-none"
      style={style}
    />
  );
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'blocked' }
  | { state: 'text'; text: string }
  | { state: 'pdf'; url: string };

function FetchedView({
  attachment,
  downloadHref,
  style,
}: Omit<BodyProps, 'zoom' | 'degrees'> & { style: CSSProperties }) {
  const { t } = useTranslation('collaboration');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const isPdf = attachment.preview === 'pdf';

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(attachment.url, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (isPdf) {
          const bytes = await response.arrayBuffer();
          objectUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
          setLoaded({ state: 'pdf', url: objectUrl });
        } else {
          const text = (await response.text()).slice(0, TEXT_PREVIEW_CHARS);
          setLoaded({ state: 'text', text: displayText(text, attachment.type) });
        }
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setLoaded({ state: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachment.url, attachment.type, isPdf]);

  // A server whose Content-Security-Policy has no `frame-src blob:` refuses the framed PDF: say so
  // kindly and offer the download instead of an empty frame.
  const pdfUrl = loaded.state === 'pdf' ? loaded.url : null;
  useEffect(() => {
    if (!pdfUrl) return;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI === pdfUrl || event.blockedURI === 'blob') setLoaded({ state: 'blocked' });
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [pdfUrl]);

  if (loaded.state === 'loading') {
    return (
      <div role="status" className="m-auto flex flex-col items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-6" />
        {t('preview.loading')}
      </div>
    );
  }
  if (loaded.state === 'failed' || loaded.state === 'blocked') {
    return (
      <Message
        icon={<FileQuestion aria-hidden="true" className="size-10" />}
        text={t(loaded.state === 'failed' ? 'preview.loadFailed' : 'preview.notAvailable')}
      >
        <a href={downloadHref} download={attachment.name} className={buttonClasses('outline')}>
          {t('preview.downloadFile')}
        </a>
      </Message>
    );
  }
  if (loaded.state === 'pdf') {
    return (
      <iframe
        src={loaded.url}
        title={attachment.name}
        className="m-auto h-full min-h-[60dvh] w-full rounded-lg border border-border bg-white"
        style={style}
      />
    );
  }
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable text must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="m-auto h-full w-full overflow-auto rounded-lg border border-border bg-background p-4 font-mono text-sm whitespace-pre-wrap break-words text-foreground"
      style={style}
    >
      {loaded.text}
    </pre>
  );
}

function NotAvailable({ downloadHref, name }: { downloadHref: string; name: string }) {
  const { t } = useTranslation('collaboration');
  return (
    <Message icon={<FileQuestion aria-hidden="true" className="size-10" />} text={t('preview.notAvailable')}>
      <a href={downloadHref} download={name} className={buttonClasses('primary')}>
        {t('preview.downloadFile')}
      </a>
    </Message>
  );
}

function Message({ icon, text, children }: { icon: ReactNode; text: string; children: ReactNode }) {
  return (
    <div className="m-auto flex flex-col items-center gap-4 text-center text-muted-foreground">
      {icon}
      <p className="text-base text-foreground">{text}</p>
      {children}
    </div>
  );
}
