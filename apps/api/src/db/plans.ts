// Which statements PostgreSQL plans once (decision 013, item 37). A prepared statement with parameters
// is planned again on every run unless PostgreSQL judges its generic plan cheap enough; a page read with
// an OFFSET placeholder never is (the planner assumes it skips a tenth of the table), so a deep page of
// users spent 0.24 ms planning for 0.07 ms of work. The reads registered here are sent on connections
// that keep one generic plan per statement (`plan_cache_mode = force_generic_plan`, db/client.ts). A read
// whose best plan depends on its values, a `q` search above all (a rare term wants the trigram index, a
// common one the sort's), is not registered and is planned for its own values each time.

/** Texts of the statements planned once (db/statements.ts registers them). */
const plannedOnce = new Set<string>();
/** Texts some caller wants planned for each run's values: that wins over another's `markPlannedOnce`. */
const plannedEachRun = new Set<string>();

export function markPlannedOnce(text: string): void {
  if (!plannedEachRun.has(text)) plannedOnce.add(text);
}

export function markPlannedEachRun(text: string): void {
  plannedEachRun.add(text);
  plannedOnce.delete(text);
}

export function isPlannedOnce(text: string): boolean {
  return plannedOnce.has(text);
}
