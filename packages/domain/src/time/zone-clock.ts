// Fast wall-clock conversions for one zone over many instants (the slot computation converts tens of
// thousands). The zone's offset is looked up once per UTC day; only a day on which the offset changes
// (a daylight-saving transition) falls back to the exact per-instant conversion.
import { fromWallClock, toWallClock, zoneOffsetMinutes } from './wall-clock';
import { toDateKey, type CalendarDate } from './calendar';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Days remembered per clock (a shared clock serves a long-running server). */
const MAX_REMEMBERED_DAYS = 20_000;

export interface WallTime {
  date: CalendarDate;
  /** Minutes since local midnight. */
  minutes: number;
}

export class ZoneClock {
  private readonly days = new Map<number, { start: number; end: number }>();

  constructor(readonly zone: string) {}

  private day(dayNumber: number) {
    let info = this.days.get(dayNumber);
    if (!info) {
      if (this.days.size >= MAX_REMEMBERED_DAYS) this.days.clear();
      const start = dayNumber * DAY_MS;
      info = {
        start: zoneOffsetMinutes(new Date(start), this.zone),
        end: zoneOffsetMinutes(new Date(start + DAY_MS - 1000), this.zone),
      };
      this.days.set(dayNumber, info);
    }
    return info;
  }

  private isSteady(ms: number): boolean {
    const info = this.day(Math.floor(ms / DAY_MS));
    return info.start === info.end;
  }

  /** Offset from UTC in minutes at an instant. */
  offsetAt(ms: number): number {
    const info = this.day(Math.floor(ms / DAY_MS));
    return info.start === info.end ? info.start : zoneOffsetMinutes(new Date(ms), this.zone);
  }

  /** The wall clock at an instant (to the minute). */
  wallAt(ms: number): WallTime {
    const local = new Date(ms + this.offsetAt(ms) * MINUTE_MS);
    return {
      date: { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }

  private readonly localDays = new Map<number, number | null>();

  /**
   * The zone's offset for the whole local date when it does not change that day (and the days around
   * it), else null: callers then convert each time with `instantAt`.
   */
  steadyOffsetOn(date: CalendarDate): number | null {
    const key = date.year * 10000 + date.month * 100 + date.day;
    let offset = this.localDays.get(key);
    if (offset === undefined) {
      if (this.localDays.size >= MAX_REMEMBERED_DAYS) this.localDays.clear();
      const naive = Date.UTC(date.year, date.month - 1, date.day);
      const around = [naive - DAY_MS, naive, naive + DAY_MS, naive + 2 * DAY_MS];
      const steady =
        around.every((ms) => this.isSteady(ms)) && new Set(around.map((ms) => this.offsetAt(ms))).size === 1;
      offset = steady ? this.offsetAt(naive) : null;
      this.localDays.set(key, offset);
    }
    return offset;
  }

  /**
   * The instant at which the wall clock shows `minutes` after midnight of `date`; null when that wall
   * time never happens (a daylight-saving gap). In an overlap, the earlier instant.
   */
  instantAt(date: CalendarDate, minutes: number): number | null {
    const steady = this.steadyOffsetOn(date);
    if (steady !== null) return Date.UTC(date.year, date.month - 1, date.day) + (minutes - steady) * MINUTE_MS;
    const wall = {
      year: date.year,
      month: date.month,
      day: date.day,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    };
    const instant = fromWallClock(wall, this.zone);
    const back = toWallClock(instant, this.zone);
    const exists =
      back.year === wall.year &&
      back.month === wall.month &&
      back.day === wall.day &&
      back.hour === wall.hour &&
      back.minute === wall.minute;
    return exists ? instant.getTime() : null;
  }
}

const sharedClocks = new Map<string, ZoneClock>();

/**
 * The process's clock for a zone. A zone's offsets are facts, so what one caller looked up serves the
 * next: a request converting a month of times then costs no Intl lookups at all.
 */
export function zoneClock(zone: string): ZoneClock {
  let clock = sharedClocks.get(zone);
  if (!clock) {
    if (sharedClocks.size >= 256) sharedClocks.clear();
    clock = new ZoneClock(zone);
    sharedClocks.set(zone, clock);
  }
  return clock;
}

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in a zone. */
export function dateAndTimeIn(clock: ZoneClock, ms: number): { date: string; time: string } {
  const wall = clock.wallAt(ms);
  const h = Math.floor(wall.minutes / 60);
  const m = wall.minutes % 60;
  return { date: toDateKey(wall.date), time: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
}
