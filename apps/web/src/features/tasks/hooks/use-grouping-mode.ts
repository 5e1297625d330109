// The list's grouping mode, kept as `grouping-mode`; the old value `context` is rewritten as `energy`.
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { GROUPING_MODE_KEY, type GroupingMode, parseGroupingMode } from '../task-grouping.ts';

export function useGroupingMode(): [GroupingMode, (mode: GroupingMode) => void] {
  const [mode, setMode] = useState<GroupingMode>(() => {
    const parsed = parseGroupingMode(readStored(GROUPING_MODE_KEY));
    if (parsed.migrated) writeStored(GROUPING_MODE_KEY, parsed.mode);
    return parsed.mode;
  });
  const set = useCallback((next: GroupingMode) => {
    writeStored(GROUPING_MODE_KEY, next);
    setMode(next);
  }, []);
  return [mode, set];
}
