// Steps shared by the journeys that send a recording without a network (decision 033).
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './review';

export const OFFLINE_KEPT =
  'Sin conexión a internet. Tu grabación está guardada en este dispositivo y se enviará cuando vuelva la conexión. Si cierras la página, te la ofreceremos al volver.';
export const KEPT_TITLE = 'Tienes una grabación sin enviar';

/** How many recordings this browser keeps for anyone (the kit's IndexedDB store). */
export function keptRecordings(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('charla-recordings');
        open.onupgradeneeded = () => open.result.createObjectStore('pending', { keyPath: ['userId', 'form'] });
        open.onsuccess = () => {
          const count = open.result.transaction('pending').objectStore('pending').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

/** Signs out through the menu (the phone's drawer, or the desktop's header). */
export async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Abrir menú' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  } else {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

/** Axe once the toasts are gone (one fading in is drawn half transparent, which axe reads as low contrast). */
export async function expectAccessibleOnceToastsGo(page: Page) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 8_000 });
  await expectNoSeriousViolations(page);
}
