// The app's IndexedDB database (through `idb`): the outbox of writes not yet confirmed by the server and
// the persisted query cache. One database, opened once per page. Storage that cannot be opened or read
// (a broken profile, a version from the future) is deleted and opened anew, and the loss is logged:
// SPEC §4 discards an unreadable queue rather than leaving the app unable to start.
import { deleteDB, type IDBPDatabase, openDB } from 'idb';
import { offlineLog } from './offline-log.ts';
import { isOutboxEntry, type OutboxEntry } from './outbox-entry.ts';

export const OFFLINE_DB_NAME = 'nova-offline';
const VERSION = 1;

export type OfflineDb = IDBPDatabase;

let opening: Promise<OfflineDb | null> | null = null;

function open(): Promise<OfflineDb> {
  return openDB(OFFLINE_DB_NAME, VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('outbox')) {
        db.createObjectStore('outbox', { keyPath: 'opId' }).createIndex('seq', 'seq');
      }
      if (!db.objectStoreNames.contains('cache')) db.createObjectStore('cache');
    },
  });
}

/** The database, or null where IndexedDB is missing (then the app runs online-only, as before). */
export function offlineDb(): Promise<OfflineDb | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= open().catch(async (error: unknown) => {
    offlineLog('storage unreadable, discarded', error);
    await deleteDB(OFFLINE_DB_NAME).catch(() => undefined);
    return open().catch((again: unknown) => {
      offlineLog('storage unavailable', again);
      return null;
    });
  });
  return opening;
}

/** Forgets the opened handle (tests that delete the database between cases). */
export function resetOfflineDb(): void {
  opening = null;
}

/** Where the outbox keeps its entries; an in-memory one stands in where IndexedDB is missing. */
export type OutboxStore = {
  /** Every readable entry in send order; unreadable ones are deleted (and logged). */
  all(): Promise<OutboxEntry[]>;
  get(opId: string): Promise<OutboxEntry | undefined>;
  /** Adds the entry unless one with its opId is there; answers whether it was added. */
  add(entry: OutboxEntry): Promise<boolean>;
  put(entry: OutboxEntry): Promise<void>;
  delete(opId: string): Promise<void>;
};

export function idbOutboxStore(db: OfflineDb): OutboxStore {
  return {
    async all() {
      const tx = db.transaction('outbox', 'readwrite');
      const rows: OutboxEntry[] = [];
      let dropped = 0;
      for (let cursor = await tx.store.index('seq').openCursor(); cursor; cursor = await cursor.continue()) {
        if (isOutboxEntry(cursor.value)) rows.push(cursor.value);
        else {
          dropped += 1;
          await cursor.delete();
        }
      }
      // Rows without a usable seq are not in the index at all: find them by key and drop them too.
      const seen = new Set(rows.map((row) => row.opId));
      for (const key of await tx.store.getAllKeys()) {
        if (typeof key === 'string' && seen.has(key)) continue;
        dropped += 1;
        await tx.store.delete(key);
      }
      await tx.done;
      if (dropped > 0) offlineLog(`outbox: ${dropped} unreadable entries discarded`);
      return rows;
    },
    async get(opId) {
      const value: unknown = await db.get('outbox', opId);
      return isOutboxEntry(value) ? value : undefined;
    },
    async add(entry) {
      const tx = db.transaction('outbox', 'readwrite');
      const exists = (await tx.store.getKey(entry.opId)) !== undefined;
      if (!exists) await tx.store.add(entry);
      await tx.done;
      return !exists;
    },
    async put(entry) {
      await db.put('outbox', entry);
    },
    async delete(opId) {
      await db.delete('outbox', opId);
    },
  };
}

export function memoryOutboxStore(): OutboxStore {
  const rows = new Map<string, OutboxEntry>();
  const sorted = () => [...rows.values()].sort((a, b) => a.seq - b.seq);
  return {
    all: async () => sorted(),
    get: async (opId) => rows.get(opId),
    add: async (entry) => {
      if (rows.has(entry.opId)) return false;
      rows.set(entry.opId, entry);
      return true;
    },
    put: async (entry) => {
      rows.set(entry.opId, entry);
    },
    delete: async (opId) => {
      rows.delete(opId);
    },
  };
}
