// The recorder kit's store of recordings waiting to be sent (decision 033) in Chromium's own IndexedDB
// (jsdom has none): the module is bundled as it is and loaded into a page of the app's origin.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'vite';
import type * as PendingRecordings from '../src/components/audio-recorder/pending-recordings';

type Store = typeof PendingRecordings;
declare global {
  interface Window {
    pendingRecordings: Store;
  }
}

const STORE_MODULE = fileURLToPath(new URL('../src/components/audio-recorder/pending-recordings.ts', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
const VIDEO = 'https://www.youtube.com/watch?v=store1';

let storeScript = '';

test.beforeAll(async () => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: STORE_MODULE, formats: ['iife'], name: 'pendingRecordings' } },
  });
  const [output] = Array.isArray(result) ? result : [result];
  storeScript = (output as { output: { code: string }[] }).output[0]!.code;
});

// The page's CSP allows no inline script; the store is test code loaded into it.
test.use({ bypassCSP: true });

/** A page of the app's origin (IndexedDB belongs to the origin) with the store loaded. */
async function openStore(page: Page, path = '/login') {
  await page.goto(path);
  await page.addScriptTag({ content: storeScript });
}

/** Keeps a recording of `bytes` for `userId` and `form`; resolves whether it was kept. */
function save(
  page: Page,
  userId: string,
  form: string,
  options: { bytes?: number[]; savedAt?: number; video?: string },
) {
  const { bytes = [1, 2, 3], savedAt = Date.now(), video = VIDEO } = options;
  return page.evaluate(
    ([userId, form, bytes, savedAt, video]) =>
      window.pendingRecordings.savePendingRecording({
        userId,
        form,
        fields: { video_url: video },
        audio: new File([new Uint8Array(bytes)], 'grabacion.webm', { type: 'audio/webm;codecs=opus' }),
        savedAt,
      }),
    [userId, form, bytes, savedAt, video] as const,
  );
}

/** What `userId` kept for `form`, as plain data (or null). */
function read(page: Page, userId: string, form: string, now?: number) {
  return page.evaluate(
    async ([userId, form, now]) => {
      const entry = await window.pendingRecordings.readPendingRecording(userId, form, now ?? Date.now());
      if (!entry) return null;
      const bytes = Array.from(new Uint8Array(await entry.audio.arrayBuffer()));
      return { fields: entry.fields, type: entry.audio.type, bytes, savedAt: entry.savedAt };
    },
    [userId, form, now] as const,
  );
}

test('a kept recording and its fields come back to the same user and form, also after a reload', async ({ page }) => {
  await openStore(page);
  expect(await save(page, 'user-a', 'sed', { bytes: [26, 69, 223, 163, 7] })).toBe(true);

  await openStore(page, '/seds');
  expect(await read(page, 'user-a', 'sed')).toMatchObject({
    fields: { video_url: VIDEO },
    type: 'audio/webm;codecs=opus',
    bytes: [26, 69, 223, 163, 7],
  });
});

test('another user on the same browser, or another form, is given nothing', async ({ page }) => {
  await openStore(page);
  await save(page, 'user-a', 'sed', {});
  await save(page, 'user-a', 'homework:1', {});
  expect(await read(page, 'user-b', 'sed')).toBeNull();
  expect(await read(page, 'user-b', 'homework:1')).toBeNull();
  expect(await read(page, 'user-a', 'homework:2')).toBeNull();
  expect(await read(page, 'user-a', 'homework:1')).not.toBeNull();
});

test('a new submission replaces the kept one; removing forgets only that user and form', async ({ page }) => {
  await openStore(page);
  await save(page, 'user-a', 'sed', { bytes: [1], video: 'https://vimeo.com/1' });
  await save(page, 'user-a', 'sed', { bytes: [2], video: 'https://vimeo.com/2' });
  await save(page, 'user-b', 'sed', { bytes: [3] });
  expect(await read(page, 'user-a', 'sed')).toMatchObject({ fields: { video_url: 'https://vimeo.com/2' }, bytes: [2] });

  await page.evaluate(() => window.pendingRecordings.removePendingRecording('user-a', 'sed'));
  expect(await read(page, 'user-a', 'sed')).toBeNull();
  expect(await read(page, 'user-b', 'sed')).toMatchObject({ bytes: [3] });
});

test("a recording kept longer than 30 days is deleted when anyone's is read; one a day younger stays", async ({
  page,
}) => {
  await openStore(page);
  const now = Date.now();
  const maxAge = await page.evaluate(() => window.pendingRecordings.PENDING_MAX_AGE_MS);
  expect(maxAge).toBe(30 * DAY_MS);
  const tooOld = now - maxAge - 1;
  const oldButKept = now - maxAge + DAY_MS;
  await save(page, 'user-a', 'sed', { savedAt: tooOld });
  await save(page, 'user-a', 'homework:1', { savedAt: oldButKept });
  await save(page, 'user-b', 'sed', { savedAt: now });

  expect(await read(page, 'user-b', 'sed', now)).not.toBeNull();
  // Read as of its own day, the old one would still count: it is gone, not merely hidden.
  expect(await read(page, 'user-a', 'sed', tooOld)).toBeNull();
  expect(await read(page, 'user-a', 'homework:1', now)).toMatchObject({ savedAt: oldButKept });
});

test('an entry this version cannot read is dropped, not offered', async ({ page }) => {
  await openStore(page);
  await save(page, 'user-a', 'sed', {});
  // The same key, written without a recording (as a future or broken version might).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('charla-recordings');
        open.onsuccess = () => {
          const transaction = open.result.transaction('pending', 'readwrite');
          transaction.objectStore('pending').put({ userId: 'user-a', form: 'sed', fields: {}, audio: 'x', savedAt: 1 });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(await read(page, 'user-a', 'sed', 2)).toBeNull();
  expect(await save(page, 'user-a', 'sed', {})).toBe(true);
  expect(await read(page, 'user-a', 'sed')).not.toBeNull();
});
