// Saving the map: 3 s after the last change (SPEC §4/§9 autosave: saving, saved for 2 s, error for 5 s)
// or at once on Save, always against the version the screen started from, as the changes since that
// version (map-patch.ts); should the server find they do not apply to what it holds, the whole
// document goes instead. When another device saved
// first (409) the three versions are merged (graph.ts); if both changed the same node the user chooses,
// nothing is overwritten silently. Offline, the change waits and goes when the connection returns.
// A save from another device while nothing is pending here replaces the screen (mindmap.changed).
import type { MindMapDocument, MindMapDto } from '@nova/core/contracts/mind-maps';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { type Autosave, type AutosaveStatus, createAutosave } from '../../../lib/autosave.ts';
import { subscribeRealtime } from '../../../lib/realtime.ts';
import { fetchMindMap, patchMindMap, saveMindMap } from '../api/mind-maps.ts';
import { mergeDocuments } from '../graph.ts';
import { patchBetween } from '../map-patch.ts';

export type SyncState = 'saved' | 'pending' | 'saving' | 'offline' | 'error' | 'conflict';
export type Conflict = { remote: MindMapDto };

export const documentOf = (map: MindMapDto): MindMapDocument => ({
  title: map.title,
  description: map.description,
  viewport: map.viewport,
  nodes: map.nodes,
  connections: map.connections,
});

function syncState(s: {
  conflict: boolean;
  offline: boolean;
  status: AutosaveStatus;
  pending: boolean;
}): SyncState {
  if (s.conflict) return 'conflict';
  if (s.offline) return 'offline';
  if (s.status === 'saving' || s.status === 'error') return s.status;
  return s.pending ? 'pending' : 'saved';
}

/**
 * A real conflict waiting for the user's choice, and whether the question is on screen. Closed without
 * an answer it waits (nothing is saved or replaced) and comes back on the next edit or save, or from
 * the header (`ask`).
 */
function useConflictQuestion() {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [asking, setAsking] = useState(false);
  const unresolved = useRef(false);
  unresolved.current = conflict !== null;
  const raise = useCallback((next: Conflict) => {
    setConflict(next);
    setAsking(true);
  }, []);
  const settle = useCallback(() => {
    unresolved.current = false;
    setConflict(null);
    setAsking(false);
  }, []);
  const postpone = useCallback(() => setAsking(false), []);
  const ask = useCallback(() => setAsking(true), []);
  return { conflict, asking: conflict !== null && asking, unresolved, raise, settle, postpone, ask };
}

/**
 * `doc` saved over `base` (the server's document at `baseVersion`) as a patch. A patch the server
 * refuses as invalid while the whole document would not be (it holds something other than `base`,
 * which a matching version should rule out) goes again as the whole document, which does not depend
 * on it; a whole document that is itself invalid is refused the same way and the error stands.
 */
async function saveChanges(id: string, baseVersion: number, base: MindMapDocument, doc: MindMapDocument) {
  try {
    return await patchMindMap(id, baseVersion, patchBetween(base, doc));
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'validation_failed')
      return saveMindMap(id, baseVersion, doc);
    throw error;
  }
}

type Options = {
  initial: MindMapDto;
  getDoc: () => MindMapDocument;
  /** Put this document on screen (merged, or another device's), keeping what is not in it. */
  show: (doc: MindMapDocument, remote: MindMapDto) => void;
  /** Whether the user is typing in a node: a live replacement waits. */
  isBusy: () => boolean;
};

export function useMapSave({ initial, getDoc, show, isBusy }: Options) {
  const mapId = initial.id;
  const version = useRef(initial.version);
  const base = useRef(documentOf(initial));
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [pending, setPending] = useState(false);
  const question = useConflictQuestion();
  const { conflict, unresolved, ask } = question;
  const options = useRef({ getDoc, show, isBusy });
  options.current = { getDoc, show, isBusy };

  const adopt = useCallback((remote: MindMapDto, doc: MindMapDocument) => {
    version.current = remote.version;
    base.current = doc;
  }, []);

  const put = useCallback(
    async (doc: MindMapDocument) => {
      const saved = await saveChanges(mapId, version.current, base.current, doc);
      version.current = saved.version;
      base.current = doc;
      setOffline(false);
    },
    [mapId],
  );

  /** A 409: merge with the saved version and save the merge, or ask. */
  const resolve = useCallback(async (): Promise<'dropped' | undefined> => {
    const remote = await fetchMindMap(mapId);
    const remoteDoc = documentOf(remote);
    const { doc, conflicts } = mergeDocuments(base.current, options.current.getDoc(), remoteDoc);
    if (conflicts > 0) {
      question.raise({ remote });
      return 'dropped';
    }
    adopt(remote, remoteDoc);
    options.current.show(doc, remote);
    await put(doc);
    return undefined;
  }, [mapId, adopt, put, question.raise]);

  const autosave = useRef(
    createAutosave<MindMapDocument>({
      save: async (doc) => {
        try {
          await put(doc);
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === 'version_conflict') return resolve();
          if (error instanceof ApiRequestError && error.code === NETWORK_ERROR) setOffline(true);
          throw error;
        } finally {
          setPending(autosave.current.hasPending());
        }
        return undefined;
      },
      onStatus: (next) => {
        setStatus(next);
        setPending(autosave.current.hasPending());
      },
    }),
  );

  const change = useCallback(
    (doc: MindMapDocument) => {
      // With a conflict still open, an edit asks the question again instead of saving over it.
      if (unresolved.current) return ask();
      autosave.current.change(doc);
      setPending(true);
    },
    [unresolved, ask],
  );
  const saveNow = useCallback(() => {
    if (unresolved.current) {
      ask();
      return Promise.resolve(false);
    }
    autosave.current.change(options.current.getDoc());
    return autosave.current.flush();
  }, [unresolved, ask]);

  /** The user's choice after a real conflict: their version over the other, or the other. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    adopt(conflict.remote, documentOf(conflict.remote));
    question.settle();
    void saveNow();
  }, [conflict, adopt, saveNow, question.settle]);
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    const doc = documentOf(conflict.remote);
    adopt(conflict.remote, doc);
    autosave.current.discard();
    setPending(false);
    options.current.show(doc, conflict.remote);
    question.settle();
  }, [conflict, adopt, question.settle]);

  useRemoteSaves({ mapId, autosave: autosave.current, version, adopt, options, setOffline, unresolved });

  return {
    state: syncState({ conflict: conflict !== null, offline, status, pending }),
    change,
    saveNow,
    conflict,
    asking: question.asking,
    keepMine,
    takeTheirs,
    postpone: question.postpone,
    ask,
    hasPending: () => autosave.current.hasPending(),
  };
}

type RemoteOptions = {
  mapId: string;
  autosave: Autosave<MindMapDocument>;
  version: { current: number };
  adopt: (remote: MindMapDto, doc: MindMapDocument) => void;
  options: { current: Pick<Options, 'show' | 'isBusy'> };
  setOffline: (offline: boolean) => void;
  /** A conflict waits for the user's choice: another device's save must not replace the screen. */
  unresolved: { current: boolean };
};

/**
 * The world outside this screen: the connection going and coming back (what waits is sent), another
 * device's save (shown here when nothing is pending), and leaving the editor (what is pending is sent).
 */
function useRemoteSaves({
  mapId,
  autosave,
  version,
  adopt,
  options,
  setOffline,
  unresolved,
}: RemoteOptions): void {
  useEffect(() => {
    const current = autosave;
    const online = () => {
      setOffline(false);
      if (current.hasPending()) void current.flush();
    };
    const goneOffline = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', goneOffline);
    const stop = subscribeRealtime(async (event) => {
      if (event.type !== 'mindmap.changed' || !event.ids.includes(mapId)) return;
      if (current.hasPending() || options.current.isBusy() || unresolved.current) return;
      const remote = await fetchMindMap(mapId).catch(() => null);
      if (!remote || remote.version <= version.current || current.hasPending() || unresolved.current) return;
      const doc = documentOf(remote);
      adopt(remote, doc);
      options.current.show(doc, remote);
    });
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', goneOffline);
      stop();
      // Leaving the editor saves what is pending (the autosave object outlives this effect).
      if (current.hasPending()) void current.flush();
    };
  }, [mapId, adopt, autosave, version, options, setOffline, unresolved]);
}
