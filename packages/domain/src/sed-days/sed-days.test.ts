import { describe, expect, it } from 'vitest';
import { canSubmitSedAt, listWeekdaysPluralEs, sedDaysMessage, sedNotTodayMessage, weekdayAt } from './index';

const BASICO = ['MONDAY', 'WEDNESDAY', 'FRIDAY'];
const EVERY_DAY = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

describe('weekdayAt (display zone: America/Mexico_City, UTC−6)', () => {
  it.each([
    ['2026-11-20T18:00:00Z', 'FRIDAY'],
    ['2026-11-21T05:59:59Z', 'FRIDAY'], // still Friday 23:59 in Mexico City, Saturday in UTC
    ['2026-11-21T06:00:00Z', 'SATURDAY'],
    ['2026-11-22T12:00:00Z', 'SUNDAY'],
    ['2026-11-23T12:00:00Z', 'MONDAY'],
  ])('%s → %s', (instant, weekday) => {
    expect(weekdayAt(new Date(instant))).toBe(weekday);
  });

  it('reads another zone when asked', () => {
    expect(weekdayAt(Date.parse('2026-11-21T05:59:59Z'), 'UTC')).toBe('SATURDAY');
  });
});

describe('canSubmitSedAt', () => {
  it.each([
    [BASICO, '2026-11-20T18:00:00Z', true],
    [BASICO, '2026-11-21T05:59:59Z', true],
    [BASICO, '2026-11-21T06:00:00Z', false],
    [['TUESDAY', 'THURSDAY'], '2026-11-20T18:00:00Z', false],
    [EVERY_DAY, '2026-11-22T12:00:00Z', true],
    [[], '2026-11-22T12:00:00Z', false],
  ])('%j at %s → %s', (days, instant, allowed) => {
    expect(canSubmitSedAt(days, new Date(instant))).toBe(allowed);
  });
});

describe('Spanish texts', () => {
  it.each([
    [['FRIDAY', 'MONDAY', 'WEDNESDAY'], 'lunes, miércoles y viernes'],
    [['SUNDAY', 'SATURDAY'], 'sábados y domingos'],
    [['TUESDAY'], 'martes'],
    [['TUESDAY', 'TUESDAY', 'NOPE'], 'martes'],
    [[], ''],
  ])('listWeekdaysPluralEs(%j) → %j', (days, text) => {
    expect(listWeekdaysPluralEs(days)).toBe(text);
  });

  it.each([
    [BASICO, 'Puedes enviar SEDs los lunes, miércoles y viernes.'],
    [['THURSDAY', 'TUESDAY'], 'Puedes enviar SEDs los martes y jueves.'],
    [['SUNDAY'], 'Puedes enviar SEDs los domingos.'],
    [EVERY_DAY, 'Puedes enviar SEDs todos los días.'],
    [[], 'Tu plan no incluye el envío de SEDs.'],
  ])('sedDaysMessage(%j) → %j', (days, text) => {
    expect(sedDaysMessage(days)).toBe(text);
  });

  it('says which day today is when the plan does not allow it, and nothing when it does', () => {
    expect(sedNotTodayMessage(BASICO, new Date('2026-11-21T12:00:00Z'))).toBe(
      'Hoy es sábado: tu plan no permite enviar SEDs hoy.',
    );
    expect(sedNotTodayMessage(['MONDAY'], new Date('2026-11-24T12:00:00Z'))).toBe(
      'Hoy es martes: tu plan no permite enviar SEDs hoy.',
    );
    expect(sedNotTodayMessage(BASICO, new Date('2026-11-20T12:00:00Z'))).toBeNull();
  });
});
