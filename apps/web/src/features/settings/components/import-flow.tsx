// Import: choose what kind of file and the file, see what would come in (counts, problems naming row
// and field, a column mapping for a generic CSV), then import it all at once. Nothing is written
// before "Import". A step that takes over a second shows a progress bar.
import { type ImportSource, importSources } from '@nova/core/contracts/transfer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useImport } from '../hooks/use-import.ts';
import { ImportPreviewView } from './import-preview.tsx';
import { ImportResultView } from './import-result.tsx';

const acceptOf: Record<ImportSource, string> = {
  'todoist-csv': '.csv,.zip,text/csv,application/zip',
  csv: '.csv,.txt,text/csv',
  'nova-json': '.json,application/json',
  'nova-zip': '.zip,application/zip',
};

const knownErrors = ['import_invalid_file', 'import_too_large', 'import_too_many_rows', 'not_found'] as const;

function errorKey(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : '';
  return (knownErrors as readonly string[]).includes(code) ? `errors.${code}` : 'errors.generic';
}

export function ImportFlow() {
  const { t } = useTranslation('transfer');
  const titleId = useId();
  const flow = useImport();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-sm font-medium">
        {t('import.title')}
      </h3>
      {flow.result ? (
        <ImportResultView result={flow.result} onAgain={flow.reset} />
      ) : flow.preview ? (
        <ImportPreviewView
          preview={flow.preview}
          busy={flow.busy}
          onRemap={(mapping) => flow.remap.mutate({ id: flow.preview?.id ?? '', mapping })}
          onConfirm={(mapping) => flow.confirm.mutate({ id: flow.preview?.id ?? '', mapping })}
          onCancel={flow.reset}
        />
      ) : (
        <ChooseFile busy={flow.busy} onPreview={(source, file) => flow.upload.mutate({ source, file })} />
      )}
      {flow.slow ? <ImportProgress confirming={flow.confirm.isPending} /> : null}
      {flow.error && !flow.busy ? (
        <p role="alert" className="text-sm text-destructive">
          {t(errorKey(flow.error))}
        </p>
      ) : null}
    </section>
  );
}

function ImportProgress({ confirming }: { confirming: boolean }) {
  const { t } = useTranslation('transfer');
  const label = t(confirming ? 'import.working' : 'import.checking');
  return (
    <div className="flex flex-col gap-1" role="status">
      <span className="text-sm">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
      </div>
    </div>
  );
}

function ChooseFile({
  busy,
  onPreview,
}: {
  busy: boolean;
  onPreview: (source: ImportSource, file: File) => void;
}) {
  const { t } = useTranslation('transfer');
  const sourceId = useId();
  const fileId = useId();
  const hintId = useId();
  const [source, setSource] = useState<ImportSource>('todoist-csv');
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) onPreview(source, file);
      }}
    >
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('import.hint')}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={sourceId} className="text-sm">
          {t('import.source')}
        </label>
        <select
          id={sourceId}
          value={source}
          onChange={(event) => {
            const next = importSources.find((s) => s === event.target.value);
            if (next) setSource(next);
          }}
          className="rounded-md border border-border bg-background px-2 py-1.5 text-sm"
        >
          {importSources.map((s) => (
            <option key={s} value={s}>
              {t(`import.sources.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm">
          {t('import.file')}
        </label>
        <input
          id={fileId}
          type="file"
          aria-describedby={hintId}
          accept={acceptOf[source]}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1"
        />
      </div>
      <div>
        <Button type="submit" disabled={!file || busy}>
          {t('import.preview')}
        </Button>
      </div>
    </form>
  );
}
