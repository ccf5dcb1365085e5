// Shared by the screenshot and accessibility specs: the two review sizes, full-page shots kept in
// e2e/artifacts/ (gitignored), and the axe check every reviewed screen passes. The shots are taken only
// under `npm run screenshots` (SCREENSHOTS=1); `npm test` plays the same journeys and assertions without
// writing them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const TAKE_SHOTS = process.env.SCREENSHOTS === '1';

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A full-page shot from the top (the sticky header would otherwise be drawn mid-page). */
export async function shot(page: Page, name: string) {
  if (!TAKE_SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * No serious or critical axe violation (WCAG 2.1 A/AA and best practices); the rules in `mustPass` fail
 * whatever their impact (e.g. 'heading-order', which axe rates moderate).
 */
export async function expectNoSeriousViolations(page: Page, { mustPass = [] }: { mustPass?: string[] } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || mustPass.includes(violation.id),
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * The review of a screen: shots at phone and desktop size (no sideways scroll), named `<name>-<size>`,
 * then axe at the page's own size once the toasts are gone (a toast fading in is drawn half transparent,
 * which axe reads as low contrast). A dialog is shot as the screen shows it (a full-page shot draws its
 * fixed backdrop over the first screen only).
 */
export async function atSizes(
  page: Page,
  name: string,
  { dialog = false, mustPass = [] }: { dialog?: boolean; mustPass?: string[] } = {},
) {
  const own = page.viewportSize() ?? VIEWPORTS[1];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (dialog) await viewportShot(page, `${name}-${viewport.name}`);
    else await shot(page, `${name}-${viewport.name}`);
  }
  await page.setViewportSize(own);
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousViolations(page, { mustPass });
}

/** What is on screen now (an open menu or dialog), as the user sees it. */
export async function viewportShot(page: Page, name: string) {
  if (!TAKE_SHOTS) return;
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}
