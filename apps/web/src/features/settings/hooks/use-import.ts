// The import flow's state: upload -> preview (and, for a generic CSV, a new mapping previewed again)
// -> confirm -> result. `slow` turns true once a step has run for a second, for the progress bar.
import type { CsvMapping, ImportPreview, ImportResult, ImportSource } from '@nova/core/contracts/transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirmImport, previewImport, remapImport } from '../api/transfer.ts';

/** How long a step runs before the progress bar shows (shorter ones would only flicker). */
export const SLOW_AFTER_MS = 1000;

/** True once `busy` has lasted SLOW_AFTER_MS; false again when it ends. */
export function useSlow(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}

export function useImport() {
  const client = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const upload = useMutation({
    mutationFn: ({ source, file }: { source: ImportSource; file: File }) => previewImport(source, file),
    onSuccess: (next) => {
      setPreview(next);
      setResult(null);
    },
  });
  const remap = useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: CsvMapping }) => remapImport(id, mapping),
    onSuccess: setPreview,
  });
  const confirm = useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: CsvMapping | null }) => confirmImport(id, mapping),
    onSuccess: (done) => {
      setResult(done);
      setPreview(null);
      // An import touches tasks, tags, strategies, habits and maps: everything cached is read again.
      void client.invalidateQueries();
    },
  });
  const busy = upload.isPending || remap.isPending || confirm.isPending;
  const error = upload.error ?? remap.error ?? confirm.error;
  const reset = () => {
    setPreview(null);
    setResult(null);
    upload.reset();
    remap.reset();
    confirm.reset();
  };
  return { preview, result, upload, remap, confirm, busy, slow: useSlow(busy), error, reset };
}
