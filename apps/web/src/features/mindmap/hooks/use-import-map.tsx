// Import from a file: read it, check it (map-file-read.ts, loaded when a file is chosen), send it; a
// foreign, broken or too large file gets a toast naming the reason and nothing changes. Opens the new
// map on success.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { importMindMap, mindMapKeys } from '../api/mind-maps.ts';

export function useImportMap() {
  const { t } = useTranslation('mindmap');
  const navigate = useNavigate();
  const client = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);

  async function importText(text: string): Promise<void> {
    const { parseFile } = await import('../map-file-read.ts');
    const parsed = parseFile(text);
    if (!parsed.ok) {
      toast.error(t('import.failed'), { description: t(`import.problem.${parsed.problem}`) });
      return;
    }
    try {
      const map = await importMindMap(parsed.file);
      await client.invalidateQueries({ queryKey: mindMapKeys.list });
      toast.success(t('import.done', { title: map.title }));
      await navigate(`/mindmap/${encodeURIComponent(map.id)}`);
    } catch {
      toast.error(t('import.failed'), { description: t('import.problem.server') });
    }
  }

  const onFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    await importText(await file.text());
  };

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept="application/json,.json"
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid="mindmap-import-input"
      onChange={(e) => void onFile(e.currentTarget.files)}
    />
  );
  return { input, open: () => inputRef.current?.click() };
}
