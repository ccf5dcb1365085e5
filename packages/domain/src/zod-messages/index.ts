// Spanish for zod's own messages, installed once for every schema (issue 8: a client must never read
// 'Invalid input: expected object, received array'). It is zod's lowest-priority message source, so a
// message written in a schema always wins; this only replaces zod's English fallbacks. Loaded by the
// API's validation (apps/api/src/lib/validation.ts) and the web's entry point (apps/web/src/main.tsx).
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** A kind of value with its article, as a sentence names it: 'un texto', 'una lista'. */
const KINDS: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  nan: 'un número',
  boolean: 'verdadero o falso',
  bigint: 'un número entero',
  object: 'un objeto',
  array: 'una lista',
  tuple: 'una lista',
  record: 'un objeto',
  map: 'un objeto',
  set: 'una lista',
  date: 'una fecha',
  file: 'un archivo',
  null: 'nulo',
  undefined: 'nada',
  function: 'una función',
  symbol: 'un símbolo',
};

const FORMATS: Record<string, string> = {
  email: 'Correo electrónico no válido',
  url: 'Dirección web no válida',
  uuid: 'Identificador no válido',
  guid: 'Identificador no válido',
  datetime: 'Fecha y hora no válidas',
  date: 'Fecha no válida (AAAA-MM-DD)',
  time: 'Hora no válida (HH:MM)',
  duration: 'Duración no válida',
  lowercase: 'Debe estar en minúsculas',
  uppercase: 'Debe estar en mayúsculas',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/** How many of what a size limit counts: characters of a text, elements of a list, bytes of a file. */
function amount(origin: string, n: number | bigint): string | undefined {
  if (origin === 'string') return plural(n, 'carácter', 'caracteres');
  if (origin === 'array' || origin === 'set') return plural(n, 'elemento', 'elementos');
  if (origin === 'file') return plural(n, 'byte', 'bytes');
  return undefined;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const counted = amount(issue.origin, issue.maximum);
  if (counted) return issue.exact ? `Debe tener exactamente ${counted}` : `Debe tener como máximo ${counted}`;
  if (issue.origin === 'date') return `La fecha debe ser anterior a ${new Date(Number(issue.maximum)).toISOString()}`;
  return issue.inclusive ? `Debe ser menor o igual que ${issue.maximum}` : `Debe ser menor que ${issue.maximum}`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  if (issue.origin === 'string' && Number(issue.minimum) === 1 && !issue.exact)
    return 'Este campo no puede estar vacío';
  const counted = amount(issue.origin, issue.minimum);
  if (counted) return issue.exact ? `Debe tener exactamente ${counted}` : `Debe tener al menos ${counted}`;
  if (issue.origin === 'date') return `La fecha debe ser posterior a ${new Date(Number(issue.minimum)).toISOString()}`;
  return issue.inclusive ? `Debe ser mayor o igual que ${issue.minimum}` : `Debe ser mayor que ${issue.minimum}`;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const known = FORMATS[issue.format];
  if (known) return known;
  if (issue.format === 'starts_with' && 'prefix' in issue) return `Debe empezar por "${String(issue.prefix)}"`;
  if (issue.format === 'ends_with' && 'suffix' in issue) return `Debe terminar en "${String(issue.suffix)}"`;
  if (issue.format === 'includes' && 'includes' in issue) return `Debe contener "${String(issue.includes)}"`;
  return 'Formato no válido';
}

/** zod's message for an issue no schema gave a message of its own, in Spanish. */
export function spanishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Campo obligatorio';
      const expected = KINDS[issue.expected];
      const received = KINDS[kindOf(issue.input)] ?? 'otro tipo de valor';
      return expected ? `Se esperaba ${expected} y se recibió ${received}` : 'Tipo de valor no válido';
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Debe ser ${quoted(issue.values[0])}`
        : `Debe ser uno de estos valores: ${issue.values.map(quoted).join(', ')}`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo no permitido: ${quoted(issue.keys[0])}`
        : `Campos no permitidos: ${issue.keys.map(quoted).join(', ')}`;
    case 'invalid_key':
      return 'Clave no válida';
    case 'invalid_element':
      return 'Elemento no válido';
    case 'invalid_union':
      return 'Valor no válido: no corresponde a ninguna de las formas admitidas';
    default:
      return 'Valor no válido';
  }
}

z.config({ localeError: spanishMessage });
