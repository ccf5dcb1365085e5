// What the admin screens journey (admin-screens.spec.ts) shares between its steps: the demo people it
// uses, a person's own browser context, shots at both sizes, and the list, delete and preview moves.
import { expect, type Locator, type Page } from '@playwright/test';
import { viewportShot, atSizes as reviewAtSizes } from './review';

export { personPage } from './support';

export const atSizes = (page: Page, name: string) => reviewAtSizes(page, `admin-${name}`);

export const MOVED_STUDENT = 'Camila Vargas';
export const MOVED_STUDENT_PLAN = 'Francés (Francés)';
export const ADMIN_NAME = 'Administración Charla';
export const NEW_PASSWORD = 'clave-e2e-segura';

/** A run's mark in names that take only lowercase letters and underscores (role and view names). */
export const letters = (n: number) =>
  String(n)
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');

/** A shot of a toast once its entrance animation has ended (mid-fade it is drawn half transparent). */
export async function toastShot(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target?.closest('[data-rht-toaster]') && animation.effect?.getTiming().iterations !== Infinity;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await viewportShot(page, name);
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: text });

/** Opens a list, searches it on the server and waits for the one row named `name`. */
export async function findRow(page: Page, path: string, search: string, name: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('searchbox', { name: search }).fill(name);
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  return link;
}

/** A browser-confirm delete from a list row; the toast (success or refusal) is returned. */
export async function deleteWithConfirm(page: Page, name: string, expected: string) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  const shown = toast(page, expected);
  await expect(shown).toBeVisible();
  return shown;
}

/** 'Ver como…': picks `who` and returns the saved ('Antes') and draft ('Después') cells of a collection. */
export async function previewAs(page: Page, who: string, collection: string) {
  const panel = page.getByRole('region', { name: 'Ver como…' });
  await panel.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }).fill(who);
  await panel.getByRole('button', { name: new RegExp(who) }).click();
  const table = panel.getByRole('table');
  await expect(table).toBeVisible();
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${collection}`) }) });
  return { panel, before: row.getByRole('cell').nth(0), after: row.getByRole('cell').nth(1) };
}

export const names = (cell: Locator) => cell.getByRole('listitem').allTextContents();
