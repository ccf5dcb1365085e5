import { describe, expect, it } from 'vitest';
import {
  OVERLAP_MESSAGE,
  START_BEFORE_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  type Availability,
} from '../availability/index';
import { addSlot, checkSlotDraft, hourRows, removeSlot, replaceSlot, scheduleHourRange, type SlotDraft } from './index';

describe('scheduleHourRange', () => {
  it.each([
    [{}, { start: 8, end: 20 }],
    [{ MONDAY: [] }, { start: 8, end: 20 }],
    [{ MONDAY: [{ start_time: 9.5, end_time: 12 }] }, { start: 9, end: 12 }],
    [
      {
        MONDAY: [
          { start_time: 8, end_time: 12 },
          { start_time: 14, end_time: 17.5 },
        ],
      },
      { start: 8, end: 18 },
    ],
    [
      { TUESDAY: [{ start_time: 19.25, end_time: 20.75 }], SUNDAY: [{ start_time: 6.75, end_time: 7 }] },
      { start: 6, end: 21 },
    ],
    [{ SATURDAY: [{ start_time: 0, end_time: 23.5 }] }, { start: 0, end: 24 }],
  ] as [Availability, { start: number; end: number }][])('%o → %o', (availability, range) => {
    expect(scheduleHourRange(availability)).toEqual(range);
  });

  it('lists one row per hour', () => {
    expect(hourRows({ start: 8, end: 12 })).toEqual([8, 9, 10, 11]);
    expect(hourRows({ start: 5, end: 5 })).toEqual([]);
  });
});

describe('checkSlotDraft', () => {
  const availability: Availability = {
    MONDAY: [
      { start_time: 9, end_time: 12 },
      { start_time: 14, end_time: 17.5 },
    ],
  };
  const draft = (start: string, end: string, day: SlotDraft['day'] = 'MONDAY'): SlotDraft => ({ day, start, end });

  it.each([
    [draft('19:00', '21:00'), { ok: true, slot: { start_time: 19, end_time: 21 } }],
    [draft('19:15', '20:45'), { ok: true, slot: { start_time: 19.25, end_time: 20.75 } }],
    [draft('12:00', '14:00'), { ok: true, slot: { start_time: 12, end_time: 14 } }], // touches both ends
    [draft('7:30', '9:00'), { ok: true, slot: { start_time: 7.5, end_time: 9 } }],
    [draft('10:00', '11:00', 'TUESDAY'), { ok: true, slot: { start_time: 10, end_time: 11 } }],
    [draft('19', '21:00'), { ok: false, message: TIME_FORMAT_MESSAGE }],
    [draft('19:00', '24:00'), { ok: false, message: TIME_FORMAT_MESSAGE }],
    [draft('19:60', '21:00'), { ok: false, message: TIME_FORMAT_MESSAGE }],
    [draft('', '21:00'), { ok: false, message: TIME_FORMAT_MESSAGE }],
    [draft('7 pm', '9 pm'), { ok: false, message: TIME_FORMAT_MESSAGE }],
    [draft('21:00', '19:00'), { ok: false, message: START_BEFORE_END_MESSAGE }],
    [draft('19:00', '19:00'), { ok: false, message: START_BEFORE_END_MESSAGE }],
    // The format is checked before the order, and the order before overlaps.
    [draft('11:00', '10:00'), { ok: false, message: START_BEFORE_END_MESSAGE }],
    [draft('11:00', '13:00'), { ok: false, message: OVERLAP_MESSAGE }],
    [draft('08:00', '09:01'), { ok: false, message: OVERLAP_MESSAGE }],
    [draft('13:00', '18:00'), { ok: false, message: OVERLAP_MESSAGE }],
    [draft('15:00', '16:00'), { ok: false, message: OVERLAP_MESSAGE }],
  ])('%o → %o', (input, result) => {
    expect(checkSlotDraft(input, availability)).toEqual(result);
  });

  it('ignores the slot being edited on its own day, but not on another day', () => {
    expect(checkSlotDraft(draft('09:00', '13:00'), availability, { day: 'MONDAY', index: 0 })).toEqual({
      ok: true,
      slot: { start_time: 9, end_time: 13 },
    });
    expect(checkSlotDraft(draft('09:00', '15:00'), availability, { day: 'MONDAY', index: 0 })).toEqual({
      ok: false,
      message: OVERLAP_MESSAGE,
    });
    expect(
      checkSlotDraft(
        draft('09:00', '12:00', 'TUESDAY'),
        { ...availability, TUESDAY: [{ start_time: 11, end_time: 12 }] },
        { day: 'MONDAY', index: 0 },
      ),
    ).toEqual({ ok: false, message: OVERLAP_MESSAGE });
  });
});

describe('local edits', () => {
  const availability: Availability = { MONDAY: [{ start_time: 14, end_time: 17.5 }] };

  it('adds sorted, removes and drops empty days, and moves a slot to another day', () => {
    const added = addSlot(availability, 'MONDAY', { start_time: 8, end_time: 12 });
    expect(added).toEqual({
      MONDAY: [
        { start_time: 8, end_time: 12 },
        { start_time: 14, end_time: 17.5 },
      ],
    });
    expect(removeSlot(added, { day: 'MONDAY', index: 0 })).toEqual(availability);
    expect(removeSlot(availability, { day: 'MONDAY', index: 0 })).toEqual({});
    expect(replaceSlot(added, { day: 'MONDAY', index: 1 }, 'FRIDAY', { start_time: 15, end_time: 16 })).toEqual({
      MONDAY: [{ start_time: 8, end_time: 12 }],
      FRIDAY: [{ start_time: 15, end_time: 16 }],
    });
    expect(Object.keys(addSlot(availability, 'SUNDAY', { start_time: 9, end_time: 10 }))).toEqual(['MONDAY', 'SUNDAY']);
    expect(availability).toEqual({ MONDAY: [{ start_time: 14, end_time: 17.5 }] }); // never mutated
  });
});
