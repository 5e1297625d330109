// A task's attachments as a list (name, size in Bytes/KB/MB/GB, date in the viewer's medium format),
// each with Preview and Download, an Attach button with per-file upload progress, and the limits
// (25 MB a file, 50 a task) explained before anything is sent. Shared by the owner's task detail and
// the assignee's page; the caller supplies the upload (and says what happened in a toast).
import type { Attachment } from '@nova/core/contracts/attachments';
import { fileSizeParts, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_TASK } from '@nova/core/domain/files';
import { Download, Eye, File, FileText, Film, ImageIcon, Music, Paperclip, Trash2 } from 'lucide-react';
import { type ChangeEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, noteUnavailable } from '../../lib/lazy-part.tsx';
import { buttonClasses } from './button.tsx';

const AttachmentPreview = lazyPart(
  () => import('./attachment-preview.tsx').then((m) => ({ default: m.AttachmentPreview })),
  noteUnavailable,
);

const kindIcons = { image: ImageIcon, video: Film, audio: Music, pdf: FileText, text: FileText, none: File };

export type AttachmentListProps = {
  attachments: readonly Attachment[];
  /** Intl locale for sizes and dates. */
  locale: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onDelete?: (attachment: Attachment) => void;
  maxFiles?: number;
  maxFileBytes?: number;
  disabled?: boolean;
};

type Upload = { key: number; name: string; progress: number };

export function useFileSize(locale: string) {
  const { t } = useTranslation('collaboration');
  return (bytes: number) => {
    const { value, unit } = fileSizeParts(bytes);
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${t(`units.${unit}`)}`;
  };
}

export const downloadHrefOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

/** Uploads of picked files, one after another, within the limits; what was refused is the notice. */
function useAttachmentUploads(
  props: Pick<AttachmentListProps, 'upload'> & { count: number; maxFiles: number; maxFileBytes: number },
  size: (bytes: number) => string,
) {
  const { t } = useTranslation('collaboration');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(0);
  const { upload, count, maxFiles, maxFileBytes } = props;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setNotice(null);
    let room = maxFiles - count - uploads.length;
    for (const file of files) {
      if (room <= 0) {
        setNotice(t('attachments.tooMany', { max: maxFiles }));
        break;
      }
      if (file.size > maxFileBytes) {
        setNotice(
          t('attachments.tooLarge', { name: file.name, size: size(file.size), max: size(maxFileBytes) }),
        );
        continue;
      }
      room -= 1;
      const key = nextKey.current++;
      setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
      try {
        await upload(file, (progress) =>
          setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress } : u))),
        );
      } catch {
        // The caller has said what went wrong.
      } finally {
        setUploads((list) => list.filter((u) => u.key !== key));
      }
    }
  };

  return { uploads, notice, onFiles };
}

export function AttachmentPreviewList({
  attachments,
  locale,
  upload,
  onDelete,
  maxFiles = MAX_ATTACHMENTS_PER_TASK,
  maxFileBytes = MAX_ATTACHMENT_BYTES,
  disabled = false,
}: AttachmentListProps) {
  const { t } = useTranslation('collaboration');
  const size = useFileSize(locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [previewing, setPreviewing] = useState<Attachment | null>(null);
  const { uploads, notice, onFiles } = useAttachmentUploads(
    { upload, count: attachments.length, maxFiles, maxFileBytes },
    size,
  );
  const full = attachments.length + uploads.length >= maxFiles;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="flex flex-col gap-3">
      {attachments.length === 0 && uploads.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('attachments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('attachments.list')}>
          {attachments.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              attachment={attachment}
              details={`${size(attachment.size)} · `}
              date={date.format(new Date(attachment.createdAt))}
              onPreview={() => setPreviewing(attachment)}
              onDelete={onDelete}
            />
          ))}
          {uploads.map((u) => (
            <UploadItem key={`u${u.key}`} upload={u} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFiles(e)}
        />
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          disabled={disabled || full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <Paperclip aria-hidden="true" />
          {t('attachments.attach')}
        </button>
        <span id={hintId} className="text-xs text-muted-foreground">
          {full
            ? t('attachments.full', { max: maxFiles })
            : t('attachments.limits', { size: size(maxFileBytes), max: maxFiles, count: attachments.length })}
        </span>
      </div>
      {notice ? (
        <p role="alert" className="rounded-lg bg-muted px-3 py-2 text-sm">
          {notice}
        </p>
      ) : null}
      {previewing ? (
        <Suspense fallback={null}>
          <AttachmentPreview
            attachment={previewing}
            downloadHref={downloadHrefOf(previewing.url)}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

type AttachmentItemProps = {
  attachment: Attachment;
  /** The size and the separator before the date. */
  details: string;
  date: string;
  onPreview: () => void;
  onDelete: AttachmentListProps['onDelete'];
};

function AttachmentItem({ attachment, details, date, onPreview, onDelete }: AttachmentItemProps) {
  const { t } = useTranslation('collaboration');
  const Icon = kindIcons[attachment.preview] ?? File;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-background px-3 py-2">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{attachment.name}</p>
        <p className="text-xs text-muted-foreground">
          {details}
          <time dateTime={attachment.createdAt}>{date}</time>
        </p>
      </div>
      <button
        type="button"
        className={buttonClasses('ghost', 'icon', 'size-9')}
        aria-label={t('attachments.preview', { name: attachment.name })}
        title={t('attachments.previewShort')}
        onPointerEnter={() => void import('./attachment-preview.tsx')}
        onClick={onPreview}
      >
        <Eye aria-hidden="true" />
      </button>
      <a
        href={downloadHrefOf(attachment.url)}
        download={attachment.name}
        className={buttonClasses('ghost', 'icon', 'size-9')}
        aria-label={t('attachments.download', { name: attachment.name })}
        title={t('attachments.downloadShort')}
      >
        <Download aria-hidden="true" />
      </a>
      {onDelete ? (
        <button
          type="button"
          className={buttonClasses('ghost', 'icon', 'size-9 text-destructive hover:bg-destructive/10')}
          aria-label={t('attachments.delete', { name: attachment.name })}
          title={t('attachments.deleteShort')}
          onClick={() => onDelete(attachment)}
        >
          <Trash2 aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}

function UploadItem({ upload }: { upload: Upload }) {
  const { t } = useTranslation('collaboration');
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-dashed border-border px-3 py-2">
      <span className="truncate text-sm">{t('attachments.uploading', { name: upload.name })}</span>
      <div
        role="progressbar"
        aria-label={t('attachments.uploading', { name: upload.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}
