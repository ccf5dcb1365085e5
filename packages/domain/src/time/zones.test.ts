import { describe, expect, it } from 'vitest';
import { timeZoneName } from './zones';

describe('timeZoneName', () => {
  it.each([
    ['America/Costa_Rica', 'Costa Rica'],
    ['America/Mexico_City', 'Ciudad de México'],
    ['America/Bogota', 'Bogotá'],
    ['America/New_York', 'Nueva York'],
    ['Europe/London', 'Londres'],
    ['UTC', 'Tiempo universal (UTC)'],
  ])('names %s in Spanish: %s', (zone, name) => {
    expect(timeZoneName(zone)).toBe(name);
  });

  it.each([
    ['America/Argentina/Cordoba', 'Cordoba'],
    ['Asia/Kuala_Lumpur', 'Kuala Lumpur'],
    ['Etc/GMT+6', 'GMT+6'],
    ['Zulu', 'Zulu'],
    ['', ''],
  ])('reads an unlisted zone %j as its city: %j', (zone, name) => {
    expect(timeZoneName(zone)).toBe(name);
  });
});
