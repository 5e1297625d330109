// Saving the map: 3 s after the last change (SPEC §4/§9 autosave: saving, saved for 2 s, error for 5 s)
// or at once on Save, always against the version the screen started from. When another device saved
// first (409) the three versions are merged (graph.ts); if both changed the same node the user chooses,
// nothing is overwritten silently. Offline, the change waits and goes when the connection returns.
// A save from another device while nothing is pending here replaces the screen (mindmap.changed).
import type { MindMapDocument, MindMapDto } from '@nova/core/contracts/mind-maps';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { type Autosave, type AutosaveStatus, createAutosave } from '../../../lib/autosave.ts';
import { subscribeRealtime } from '../../../lib/realtime.ts';
import { fetchMindMap, saveMindMap } from '../api/mind-maps.ts';
import { mergeDocuments } from '../graph.ts';

export type SyncState = 'saved' | 'pending' | 'saving' | 'offline' | 'error';
export type Conflict = { remote: MindMapDto };

export const documentOf = (map: MindMapDto): MindMapDocument => ({
  title: map.title,
  description: map.description,
  viewport: map.viewport,
  nodes: map.nodes,
  connections: map.connections,
});

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
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const options = useRef({ getDoc, show, isBusy });
  options.current = { getDoc, show, isBusy };

  const adopt = useCallback((remote: MindMapDto, doc: MindMapDocument) => {
    version.current = remote.version;
    base.current = doc;
  }, []);

  const put = useCallback(
    async (doc: MindMapDocument) => {
      const saved = await saveMindMap(mapId, version.current, doc);
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
      setConflict({ remote });
      return 'dropped';
    }
    adopt(remote, remoteDoc);
    options.current.show(doc, remote);
    await put(doc);
    return undefined;
  }, [mapId, adopt, put]);

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

  const change = useCallback((doc: MindMapDocument) => {
    autosave.current.change(doc);
    setPending(true);
  }, []);
  const saveNow = useCallback(() => {
    autosave.current.change(options.current.getDoc());
    return autosave.current.flush();
  }, []);

  /** The user's choice after a real conflict: their version over the other, or the other. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    adopt(conflict.remote, documentOf(conflict.remote));
    setConflict(null);
    void saveNow();
  }, [conflict, adopt, saveNow]);
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    const doc = documentOf(conflict.remote);
    adopt(conflict.remote, doc);
    autosave.current.discard();
    setPending(false);
    options.current.show(doc, conflict.remote);
    setConflict(null);
  }, [conflict, adopt]);

  useRemoteSaves({ mapId, autosave: autosave.current, version, adopt, options, setOffline });

  const state: SyncState = offline
    ? 'offline'
    : status === 'saving'
      ? 'saving'
      : status === 'error'
        ? 'error'
        : pending
          ? 'pending'
          : 'saved';
  return {
    state,
    change,
    saveNow,
    conflict,
    keepMine,
    takeTheirs,
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
};

/**
 * The world outside this screen: the connection going and coming back (what waits is sent), another
 * device's save (shown here when nothing is pending), and leaving the editor (what is pending is sent).
 */
function useRemoteSaves({ mapId, autosave, version, adopt, options, setOffline }: RemoteOptions): void {
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
      if (current.hasPending() || options.current.isBusy()) return;
      const remote = await fetchMindMap(mapId).catch(() => null);
      if (!remote || remote.version <= version.current || current.hasPending()) return;
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
  }, [mapId, adopt, autosave, version, options, setOffline]);
}
