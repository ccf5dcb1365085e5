// The weekly availability grid (spec part 2 §2, §9: Monday to Sunday, 60 px per hour).
import {
  formatHour12,
  WEEKDAYS,
  WEEKDAY_NAMES_ES,
  type Availability,
  type TimeSlot,
} from '@charla/domain/availability';
import { hourRows, scheduleHourRange, type SlotRef } from '@charla/domain/schedule-editor';
import { formatSlotRange } from '@/lib/formatting';

/** Spec part 2 §9: 60 px per hour. */
export const HOUR_HEIGHT_PX = 60;

interface ScheduleGridProps {
  availability: Availability;
  /** Each slot a button that opens its edit dialog (the schedule's edit mode); read-only otherwise. */
  isEditing?: boolean;
  onEditSlot?: (ref: SlotRef) => void;
}

/**
 * Start and end on their own lines, so a narrow column never breaks a time apart. The grid's minimum
 * width leaves every day column room for the longest line ('– 12:30 p.m.'), so no label is cut.
 */
function SlotText({ slot }: { slot: TimeSlot }) {
  return (
    <>
      <span className="block whitespace-nowrap">{formatHour12(slot.start_time)} </span>
      <span className="block whitespace-nowrap">– {formatHour12(slot.end_time)}</span>
    </>
  );
}

const HOUR_LINES = `repeating-linear-gradient(to bottom, var(--color-slate-200) 0 1px, transparent 1px ${HOUR_HEIGHT_PX}px)`;

function slotBox(slot: TimeSlot, start: number) {
  return {
    top: (slot.start_time - start) * HOUR_HEIGHT_PX,
    height: (slot.end_time - slot.start_time) * HOUR_HEIGHT_PX,
  };
}

/**
 * The week from Monday to Sunday (spec part 2 §2): an hour column and seven day columns, hourly rows,
 * slots drawn at their times. In edit mode each slot is a button that opens its edit dialog. On phones
 * the grid scrolls sideways in its own box. Shared by /tutor/horario and the admin's tutor form (read-only).
 */
export function ScheduleGrid({ availability, isEditing = false, onEditSlot }: ScheduleGridProps) {
  const range = scheduleHourRange(availability);
  const rows = hourRows(range);
  const height = rows.length * HOUR_HEIGHT_PX;
  return (
    <div
      role="group"
      aria-label="Horario semanal"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid min-w-[50rem] grid-cols-[5rem_repeat(7,minmax(0,1fr))]">
        <div aria-hidden="true" className="border-b border-slate-200" />
        {WEEKDAYS.map((day) => (
          <div
            key={day}
            aria-hidden="true"
            className="border-b border-l border-slate-200 px-1 py-3 text-center text-sm font-semibold text-slate-900"
          >
            {WEEKDAY_NAMES_ES[day]}
          </div>
        ))}
        <div aria-hidden="true" className="relative" style={{ height }}>
          {rows.map((hour) => (
            <span
              key={hour}
              className="absolute right-2 whitespace-nowrap text-xs text-slate-600"
              style={{ top: (hour - range.start) * HOUR_HEIGHT_PX + 4 }}
            >
              {formatHour12(hour)}
            </span>
          ))}
        </div>
        {WEEKDAYS.map((day) => (
          <ul
            key={day}
            aria-label={WEEKDAY_NAMES_ES[day]}
            className="relative border-l border-slate-200"
            style={{ height, backgroundImage: HOUR_LINES }}
          >
            {(availability[day] ?? []).map((slot, index) => {
              const label = formatSlotRange(slot);
              const box = slotBox(slot, range.start);
              const look = 'h-full w-full overflow-hidden rounded-lg border px-1 py-1 text-left text-xs leading-tight';
              return (
                <li key={`${slot.start_time}-${slot.end_time}`} className="absolute inset-x-1" style={box}>
                  {isEditing ? (
                    <button
                      type="button"
                      onClick={() => onEditSlot?.({ day, index })}
                      aria-label={`Editar horario del ${WEEKDAY_NAMES_ES[day].toLowerCase()}: ${label}`}
                      className={`${look} flex flex-col justify-start border-teal-700 bg-teal-100 font-medium text-teal-950 hover:bg-teal-200`}
                    >
                      <SlotText slot={slot} />
                    </button>
                  ) : (
                    <div className={`${look} border-teal-200 bg-teal-50 text-teal-950`}>
                      <SlotText slot={slot} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </div>
  );
}
