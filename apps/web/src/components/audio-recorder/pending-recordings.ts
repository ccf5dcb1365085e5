// Recordings the student has sent and the server has not yet confirmed (decision 033): kept in this
// browser's IndexedDB, one per user and form, with the form's other fields, until a 2xx. Nothing here
// throws: without IndexedDB (an old or locked-down browser, jsdom) a recording is simply not kept,
// and the callers say so.

const DATABASE = 'charla-recordings';
const STORE = 'pending';
const VERSION = 1;

/** A kept recording older than this is dropped (a shared computer does not hold it for ever). */
export const PENDING_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface PendingRecording {
  /** The signed-in user's id (token claim `id`): another user on the same browser never reads it. */
  userId: string;
  /** Which form it belongs to: 'sed', 'homework:<assignment id>'. */
  form: string;
  /** The form's other fields, e.g. the SED's `video_url`. */
  fields: Record<string, string>;
  audio: Blob;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

/** Whether this browser can keep recordings at all (it has IndexedDB). */
export function canKeepRecordings(): boolean {
  return typeof indexedDB !== 'undefined';
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: ['userId', 'form'] });
  };
  const opened = settled(request);
  // Another tab holding an older version open: give up rather than leave the form waiting.
  const blocked = new Promise<never>((_, reject) => {
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
  return Promise.race([opened, blocked]);
}

/** Runs `work` in one transaction on the store; resolves with its result once the transaction commits. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T | undefined> {
  if (!canKeepRecordings()) return undefined;
  let database: IDBDatabase | undefined;
  try {
    database = await openDatabase();
    const transaction = database.transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    // Awaited below; a failing `work` must not leave its rejection unhandled.
    committed.catch(() => {});
    const result = await work(transaction.objectStore(STORE));
    await committed;
    return result;
  } catch {
    return undefined;
  } finally {
    database?.close();
  }
}

function isPendingRecording(value: unknown): value is PendingRecording {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<PendingRecording>;
  return (
    typeof entry.userId === 'string' &&
    typeof entry.form === 'string' &&
    typeof entry.savedAt === 'number' &&
    entry.audio instanceof Blob &&
    !!entry.fields &&
    typeof entry.fields === 'object' &&
    Object.values(entry.fields).every((field) => typeof field === 'string')
  );
}

/** Keeps `entry`, replacing the user's earlier one for the same form. Resolves whether it was kept. */
export async function savePendingRecording(entry: PendingRecording): Promise<boolean> {
  const kept = await inStore('readwrite', (store) => settled(store.put(entry)).then(() => true));
  return kept ?? false;
}

/** Visits every entry; deletes the ones past PENDING_MAX_AGE_MS and the ones this version cannot read. */
function sweep(store: IDBObjectStore, now: number, visit: (entry: PendingRecording) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve();
      const value: unknown = cursor.value;
      if (isPendingRecording(value) && now - value.savedAt <= PENDING_MAX_AGE_MS) visit(value);
      else cursor.delete();
      cursor.continue();
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
  });
}

/** The recording `userId` kept for `form`, or null. Old entries (anyone's) are deleted on the way. */
export async function readPendingRecording(
  userId: string,
  form: string,
  now = Date.now(),
): Promise<PendingRecording | null> {
  const found = await inStore('readwrite', async (store) => {
    const mine: PendingRecording[] = [];
    await sweep(store, now, (entry) => {
      if (entry.userId === userId && entry.form === form) mine.push(entry);
    });
    return mine[0] ?? null;
  });
  return found ?? null;
}

/** Forgets what `userId` kept for `form` (the server confirmed it, or the student discarded it). */
export async function removePendingRecording(userId: string, form: string): Promise<void> {
  await inStore('readwrite', (store) => settled(store.delete([userId, form])));
}
