// The one cache of prepared statements. A statement is built once per shape (its SQL text with every
// value a placeholder) and named after that shape, so the query builder runs once per shape and
// PostgreSQL parses and plans each once per connection. Statements outside this cache are named from
// their text by the pool (db/client.ts), without keeping anything. Statements here are reads: on
// PostgreSQL, concurrent runs of one may share a statement (db/batching.ts), each is planned once unless
// it says its plan depends on its values (db/plans.ts), and their rows are mapped by a function compiled
// once per statement (db/row-mapper.ts).
import { createHash } from 'node:crypto';
import { markBatchable } from './batching';
import { markPlannedEachRun, markPlannedOnce } from './plans';
import { compileRowMapper, type RowsMapper } from './row-mapper';

export interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown[]>;
}

/** Past this many shapes a statement is prepared for each use (an unbounded set of shapes is a bug). */
const MAX_STATEMENTS = 2000;

const statements = new WeakMap<object, Map<string, Prepared>>();

/** Short, stable statement name for a key (PostgreSQL names are at most 63 bytes). */
export function statementName(prefix: string, key: string): string {
  return `${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
}

export interface StatementOptions {
  /**
   * The best plan depends on the values (a `q` search): planned for each run's own values. Otherwise the
   * statement is planned once, its values as unknowns, which must suit every value its key allows.
   */
  planEachRun?: boolean;
}

/**
 * The prepared statement of `key` on this database, built by `build` the first time.
 * `prefix` says whose statement it is (e.g. `get_users`); keys are unique within a prefix, and a key
 * names the plan choice too (one statement is planned one way).
 */
export function preparedStatement(
  db: object,
  prefix: string,
  key: string,
  build: () => { prepare(name: string): unknown },
  { planEachRun = false }: StatementOptions = {},
): Prepared {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  const fullKey = `${prefix}|${key}`;
  let statement = cache.get(fullKey);
  if (!statement) {
    const built = build().prepare(statementName(prefix, key)) as Prepared & {
      queryString?: string;
      fields?: Parameters<typeof compileRowMapper>[0];
      customResultMapper?: RowsMapper;
    };
    if (built.queryString) markBatchable(built.queryString);
    if (built.queryString) (planEachRun ? markPlannedEachRun : markPlannedOnce)(built.queryString);
    built.customResultMapper ??= compileRowMapper(built.fields);
    statement = built;
    if (cache.size < MAX_STATEMENTS) cache.set(fullKey, statement);
  }
  return statement;
}
