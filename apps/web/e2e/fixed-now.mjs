// The e2e server's clock (FIXED_NOW) and the browser's, kept equal. Bookings are possible only from
// tomorrow to the end of the month (spec part 1 §5): on the 21st or later too few days may be left, so
// the journeys then run on the 10th of the current month at 15:00 UTC. Until the 20th the clock is
// real. E2E_FIXED_NOW=off|<ISO instant> overrides the choice (to try both modes any day).

/** @returns {string | undefined} the ISO instant to freeze the clocks at, or undefined for the real clock */
export function e2eFixedNow(now = new Date(), override = process.env.E2E_FIXED_NOW) {
  if (override === 'off') return undefined;
  if (override) return new Date(override).toISOString();
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type) => parts.find((entry) => entry.type === type).value;
  if (Number(part('day')) <= 20) return undefined;
  return new Date(`${part('year')}-${part('month')}-10T15:00:00.000Z`).toISOString();
}
