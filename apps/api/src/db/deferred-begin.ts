// A transaction's BEGIN travels with its first statement (decision 013). Here a system call and a
// round trip cost more than a short statement, and drizzle sends `begin` alone and waits for its answer
// before the first statement. A client checked out of the pool holds a bare `begin …` back instead, and
// sends it with the transaction's next statement: in one simple-protocol message when that statement has
// no parameters (a booking's locks, db/tx lockAllFor), otherwise just before it, as before. Either way the
// statement runs inside the transaction, and an error in either ends in the caller's rollback.
import type pg from 'pg';

type Query = (...args: unknown[]) => Promise<pg.QueryResult | pg.QueryResult[]>;

const BEGIN = /^\s*begin(\s[^;]*)?$/i;
const held = new WeakMap<pg.PoolClient, { begin?: string }>();

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : config && typeof config === 'object' && 'text' in config && !('submit' in config)
      ? String((config as { text: unknown }).text)
      : undefined;

/** A statement sent as a simple query: text only, no name and no parameters. */
const isSimple = (config: unknown, values: unknown) =>
  (values === undefined || (Array.isArray(values) && values.length === 0)) &&
  (typeof config === 'string' || !(config as { name?: unknown }).name);

/** The client, its `begin` held back until the next statement; call at each checkout. */
export function deferBegin(client: pg.PoolClient): pg.PoolClient {
  const known = held.get(client);
  if (known) {
    known.begin = undefined;
    return client;
  }
  const state: { begin?: string } = {};
  held.set(client, state);
  const query = client.query.bind(client) as Query;
  client.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
    const text = textOf(config);
    const plain = text !== undefined && rest.length === 0 && typeof values !== 'function';
    if (state.begin === undefined) {
      if (!plain || !BEGIN.test(text) || !isSimple(config, values)) return query(config, values, ...rest);
      state.begin = text;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 });
    }
    const begin = state.begin;
    state.begin = undefined;
    if (!plain || !isSimple(config, values)) return query(begin).then(() => query(config, values, ...rest));
    const combined =
      typeof config === 'string' ? `${begin};\n${text}` : { ...(config as object), text: `${begin};\n${text}` };
    return query(combined).then((results) => (Array.isArray(results) ? results[results.length - 1] : results));
  }) as typeof client.query;
  return client;
}
