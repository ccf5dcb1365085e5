import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it.each([
    ['plain cells', ['Semana', 'Realizada'], [['03/11/2026', 4]], 'Semana,Realizada\r\n03/11/2026,4\r\n'],
    ['a comma is quoted', ['Tutor'], [['Ramírez, Ana']], 'Tutor\r\n"Ramírez, Ana"\r\n'],
    ['a quote is doubled', ['Tutor'], [['Ana "la profe"']], 'Tutor\r\n"Ana ""la profe"""\r\n'],
    ['a line break is quoted', ['Nota'], [['a\nb']], 'Nota\r\n"a\nb"\r\n'],
    ['no rows: the header alone', ['Semana', 'Total'], [], 'Semana,Total\r\n'],
  ])('%s', (_name, header, rows, expected) => {
    expect(toCsv(header, rows)).toBe(expected);
  });
});
