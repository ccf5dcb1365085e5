// Insert-it-right's allowed positions as the author types them (spec part 2 §5): comma-separated
// non-negative numbers. Each value that is not a number says 'not a number', each negative one 'must
// be non-negative', and the summary reads 'Valores inválidos: {list}'. Whether a number is a whole
// one and within the sentence is the domain schema's to say, like every other rule of the form.
import { EDITOR_TEXTS as T } from '../components/texts';

export interface InvalidPosition {
  value: string;
  message: string;
}

export interface ParsedPositions {
  /** The numbers typed, in order (all of them only when nothing is invalid). */
  values: number[];
  invalid: InvalidPosition[];
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function parsePositions(text: string): ParsedPositions {
  const values: number[] = [];
  const invalid: InvalidPosition[] = [];
  for (const token of text.split(',')) {
    const value = token.trim();
    if (value === '') continue;
    if (!NUMBER.test(value)) invalid.push({ value, message: T.notANumber });
    else if (Number(value) < 0) invalid.push({ value, message: T.negative });
    else values.push(Number(value));
  }
  return { values, invalid };
}

/** The summary line: 'Valores inválidos: abc, -1'. */
export function invalidSummary(invalid: readonly InvalidPosition[]): string {
  return T.invalidValues(invalid.map((entry) => entry.value));
}

/** The text with `position` added at the end, or removed wherever it is. */
export function togglePosition(text: string, position: number): string {
  const tokens = text
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const isThere = tokens.some((token) => NUMBER.test(token) && Number(token) === position);
  const next = isThere
    ? tokens.filter((token) => !(NUMBER.test(token) && Number(token) === position))
    : [...tokens, String(position)];
  return next.join(', ');
}

/** How the saved positions read in the field. */
export const positionsText = (values: readonly unknown[] | undefined) => (values ?? []).join(', ');
