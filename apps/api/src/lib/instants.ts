// Instants in read replies without a Date in between. The drivers hand a `timestamp with time zone` over as
// PostgreSQL's text ('2026-11-26 12:34:56.789123+00' in a UTC session); Drizzle made a Date of it and
// JSON.stringify wrote the Date back out through its toJSON, the slow path of JSON.stringify: ten rows of
// two instants tripled the time to serialise a page (decision 013). Here the text becomes the API's
// instant (what Date#toJSON writes: milliseconds, truncated, and Z) directly; any other form — another
// session time zone, a year outside 1000–9999, BC — goes through a Date exactly as before.
import { is, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

const UTC_TEXT = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/** A timestamptz as the driver gives it (text, or a Date) → ISO 8601 in UTC with milliseconds and Z. */
export function isoInstant(value: unknown): string {
  if (typeof value === 'string') {
    const match = UTC_TEXT.exec(value);
    if (match) return `${match[1]}T${match[2]}.${`${match[3] ?? ''}000`.slice(0, 3)}Z`;
    return new Date(value).toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`isoInstant: no es un instante (${typeof value})`);
}

/**
 * A projection whose `timestamp with time zone` columns are read as ISO text (isoInstant) instead of
 * Dates: the same JSON, written without the Dates. For read replies only — a write's hooks keep Dates.
 */
export function withIsoInstants<C extends Record<string, unknown>>(columns: C): C {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      is(column, PgTimestamp) && column.withTimezone ? sql`${column}`.mapWith(isoInstant) : column,
    ]),
  ) as C;
}
