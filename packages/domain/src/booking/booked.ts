// Booked sessions shown to clients as blocked slots of the tutor (DESIGN §6): in the tutor's own wall
// clock, like availability and manual blocks, so the booking screen never offers a taken time.
import type { BlockedSlot } from '../availability/schedule';
import { ZoneClock } from '../time/zone-clock';
import { DEFAULT_TUTOR_TIME_ZONE } from '../time/zones';
import { DEFAULT_SESSION_MINUTES } from './start-times';

export function bookedAsBlockedSlots(
  meetingTimes: readonly Date[],
  timezone: string | null | undefined,
  sessionMinutes = DEFAULT_SESSION_MINUTES,
): BlockedSlot[] {
  const clock = new ZoneClock(timezone || DEFAULT_TUTOR_TIME_ZONE);
  return meetingTimes.map((time) => {
    const wall = clock.wallAt(time.getTime());
    return {
      dates: [wall.date.day],
      start_time: wall.minutes / 60,
      end_time: Math.min(24 * 60, wall.minutes + sessionMinutes) / 60,
    };
  });
}
