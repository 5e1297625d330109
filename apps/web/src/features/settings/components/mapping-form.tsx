// The column mapping of a generic CSV: for each task field, the column that fills it (or none), with
// the file's first rows beside it so the choice is easy to check. "Preview again" reads the file with
// the new mapping; nothing is written.
import { type CsvField, type CsvMapping, csvFields, type ImportPreview } from '@nova/core/contracts/transfer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

type Csv = NonNullable<ImportPreview['csv']>;

export function MappingForm({
  csv,
  busy,
  onApply,
}: {
  csv: Csv;
  busy: boolean;
  onApply: (m: CsvMapping) => void;
}) {
  const { t } = useTranslation('transfer');
  const [mapping, setMapping] = useState<CsvMapping>(csv.mapping);
  const set = (field: CsvField, header: string) =>
    setMapping((current) => {
      const next = { ...current };
      if (header === '') delete next[field];
      else next[field] = header;
      return next;
    });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(mapping);
      }}
    >
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t('mapping.title')}</legend>
        {csvFields.map((field) => (
          <FieldSelect
            key={field}
            field={field}
            headers={csv.headers}
            value={mapping[field] ?? ''}
            onChange={(header) => set(field, header)}
          />
        ))}
      </fieldset>
      <Sample headers={csv.headers} rows={csv.sample} />
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('mapping.apply')}
        </Button>
      </div>
    </form>
  );
}

function FieldSelect(props: {
  field: CsvField;
  headers: readonly string[];
  value: string;
  onChange: (h: string) => void;
}) {
  const { t } = useTranslation('transfer');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs">
        {t(`mapping.fields.${props.field}`)}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="rounded-md border border-border bg-background px-2 py-1 text-sm"
      >
        <option value="">{t('mapping.none')}</option>
        {props.headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </select>
    </div>
  );
}

function Sample({ headers, rows }: { headers: readonly string[]; rows: readonly string[][] }) {
  const { t } = useTranslation('transfer');
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="text-xs">
        <caption className="mb-1 text-left text-muted-foreground">{t('mapping.sample')}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="border-b border-border px-2 py-1 text-left font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sample rows never reorder
            <tr key={r}>
              {headers.map((header, c) => (
                <td key={header} className="max-w-40 truncate px-2 py-1">
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
