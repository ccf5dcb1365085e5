// Steps shared by the SED journeys (run in the 'chromium-microphone' project: fake microphone).
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eFixedNow } from './fixed-now.mjs';

/** Intensivo plan: SEDs every day, so the upload always goes through. */
export const EVERY_DAY_STUDENT = 'estudiante2@charla.test';

/** The server's "now": FIXED_NOW when the run froze it (e2e/fixed-now.mjs), else the real clock. */
export function serverNow(): Date {
  const fixed = e2eFixedNow();
  return fixed ? new Date(fixed) : new Date();
}

/**
 * Starts the browser's clock at the server's "now" when the run froze it, so the upload screen's
 * note about today agrees with the server. Time then flows normally (the recorder's counter runs).
 */
export async function syncBrowserClock(page: Page) {
  const fixed = e2eFixedNow();
  if (fixed) await page.clock.install({ time: new Date(fixed) });
}

/** A student whose plan does not allow today (Mexico City), and how the server names their days. */
export function studentBlockedToday(now = serverNow()): { email: string; days: string } {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', weekday: 'long' })
    .format(now)
    .toUpperCase();
  // Básico: MONDAY/WEDNESDAY/FRIDAY (estudiante1); Francés: TUESDAY/THURSDAY (estudiante5).
  return ['MONDAY', 'WEDNESDAY', 'FRIDAY'].includes(weekday)
    ? { email: 'estudiante5@charla.test', days: 'martes y jueves' }
    : { email: 'estudiante1@charla.test', days: 'lunes, miércoles y viernes' };
}

/** Records through the fake microphone until the counter shows `seconds`, then stops. */
export async function recordFor(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Grabar audio' }).click();
  await expect(page.getByText('Grabando...')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(`0:${String(seconds).padStart(2, '0')}`, {
    timeout: (seconds + 5) * 1000,
  });
  await page.getByRole('button', { name: 'Detener grabación' }).click();
  await expect(page.getByText('¡Audio grabado correctamente!')).toBeVisible();
}

/** The recorder's player holds a recording that plays (not an empty or broken file); paused again after. */
export async function expectPlays(player: Locator) {
  await expect(player).toHaveAttribute('src', /^blob:/);
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
}
