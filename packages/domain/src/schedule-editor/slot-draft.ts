// The schedule editor's add/edit dialog (spec part 2 §5): HH:MM inputs checked in the spec's order —
// format, start before end, no overlap with another slot of that day (touching ends allowed) — and the
// local edits on the availability map, which stays normalised (sorted, empty days dropped).
import { parseHourMinute, TIME_FORMAT_MESSAGE } from '../availability/hours';
import {
  findOverlap,
  normalizeAvailability,
  OVERLAP_MESSAGE,
  START_BEFORE_END_MESSAGE,
  type Availability,
  type TimeSlot,
} from '../availability/schedule';
import type { Weekday } from '../availability/weekdays';

export interface SlotDraft {
  day: Weekday;
  /** 24-hour 'HH:MM' as typed. */
  start: string;
  end: string;
}

/** Which existing slot the dialog edits (its day and index in that day's list). */
export interface SlotRef {
  day: Weekday;
  index: number;
}

export type SlotDraftCheck = { ok: true; slot: TimeSlot } | { ok: false; message: string };

export function checkSlotDraft(draft: SlotDraft, availability: Availability, editing?: SlotRef): SlotDraftCheck {
  const start = parseHourMinute(draft.start);
  const end = parseHourMinute(draft.end);
  if (start === null || end === null) return { ok: false, message: TIME_FORMAT_MESSAGE };
  if (Math.round(start * 60) >= Math.round(end * 60)) return { ok: false, message: START_BEFORE_END_MESSAGE };
  const slot = { start_time: start, end_time: end };
  const except = editing && editing.day === draft.day ? editing.index : -1;
  if (findOverlap(availability[draft.day] ?? [], slot, except) !== -1) return { ok: false, message: OVERLAP_MESSAGE };
  return { ok: true, slot };
}

/** The availability with `slot` added on `day`. */
export function addSlot(availability: Availability, day: Weekday, slot: TimeSlot): Availability {
  return normalizeAvailability({ ...availability, [day]: [...(availability[day] ?? []), slot] });
}

/** The availability without the slot `ref` points at. */
export function removeSlot(availability: Availability, ref: SlotRef): Availability {
  return normalizeAvailability({
    ...availability,
    [ref.day]: (availability[ref.day] ?? []).filter((_, index) => index !== ref.index),
  });
}

/** The availability with the slot at `ref` replaced by `slot` on `day` (which may be another day). */
export function replaceSlot(availability: Availability, ref: SlotRef, day: Weekday, slot: TimeSlot): Availability {
  return addSlot(removeSlot(availability, ref), day, slot);
}
