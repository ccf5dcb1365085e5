// Rows of a prepared read mapped by a function compiled once per statement. Drizzle maps each row by
// walking the statement's selection for every value (mapResultRow: entity checks, a path walk and a
// decoder call per cell); under a list page's load that walk was a tenth of the API's time. For a flat
// selection — the reads of db/statements.ts — the same mapping is compiled once into one object literal:
// the same keys in the same order, each value null or passed through the column's own decoder, and a
// decoder that returns its input is not called. Anything else (nested selections, other field kinds)
// keeps drizzle's mapping.
import { Column, is, SQL, sql } from 'drizzle-orm';

interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

export type RowsMapper = (rows: unknown[][]) => Record<string, unknown>[];

/** An SQL field's decoder (drizzle keeps it internal; `.mapWith` sets it). */
const decoderOfSql = (field: SQL) => (field as unknown as { decoder: Decoder }).decoder;

const identities = new Set<unknown>([Column.prototype.mapFromDriverValue, decoderOfSql(sql``).mapFromDriverValue]);

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

/** The compiled mapper of a flat selection, or undefined where drizzle's own mapping must stay. */
export function compileRowMapper(fields: SelectedField[] | undefined): RowsMapper | undefined {
  if (!fields || fields.length === 0) return undefined;
  const decoders: Decoder[] = [];
  const entries: string[] = [];
  for (const [index, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    if (path.length !== 1 || path[0] === '__proto__' || !decoder) return undefined;
    decoders.push(decoder);
    const cell = `r[${index}]`;
    const value = identities.has(decoder.mapFromDriverValue)
      ? cell
      : `${cell} === null ? null : d[${index}].mapFromDriverValue(${cell})`;
    entries.push(`${JSON.stringify(path[0])}: ${value}`);
  }
  // Keys are written as JSON strings, values only index the row: no text from outside reaches the code.
  const mapRow = new Function('d', `return (r) => ({ ${entries.join(', ')} });`)(decoders) as (
    row: unknown[],
  ) => Record<string, unknown>;
  return (rows) => rows.map(mapRow);
}
