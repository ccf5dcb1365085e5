import { Clock } from 'lucide-react';
import { WEEKDAYS, WEEKDAY_NAMES_ES } from '@charla/domain/availability';
import { timeZoneName } from '@charla/domain/time';
import type { Tutor } from '@charla/domain/tutors';
import { DetailsList } from '@/components/details-list';
import { SectionCard } from '@/components/section-card';
import { formatMonthDays, formatSlotRange } from '@/lib/formatting';
import { SectionState } from './section-state';

interface TutorSectionProps {
  tutor: Tutor | null | undefined;
  isLoading: boolean;
  isError: boolean;
}

function Availability({ tutor }: { tutor: Tutor }) {
  const days = WEEKDAYS.filter((day) => (tutor.availability[day]?.length ?? 0) > 0);
  if (days.length === 0) return <p>Sin disponibilidad registrada</p>;
  return (
    <ul className="space-y-1">
      {days.map((day) => (
        <li key={day}>
          <span className="font-medium">{WEEKDAY_NAMES_ES[day]}:</span>{' '}
          {tutor.availability[day]!.map(formatSlotRange).join(', ')}
        </li>
      ))}
    </ul>
  );
}

function BlockedSlots({ tutor }: { tutor: Tutor }) {
  if (tutor.blocked_slots.length === 0) return <p>Sin horarios bloqueados</p>;
  return (
    <ul className="space-y-1">
      {tutor.blocked_slots.map((slot, index) => (
        <li key={index}>
          {formatMonthDays(slot.dates)} · {formatSlotRange(slot)}
        </li>
      ))}
    </ul>
  );
}

/** Only for tutors (spec part 1 §2): public name, weekly availability and blocked slots. */
export function TutorSection({ tutor, isLoading, isError }: TutorSectionProps) {
  return (
    <SectionCard title="Información de Tutor" icon={<Clock className="size-5" />}>
      <SectionState isLoading={isLoading} isError={isError}>
        {tutor ? (
          <DetailsList
            items={[
              { label: 'Nombre público', value: tutor.public_name },
              { label: 'Zona horaria', value: timeZoneName(tutor.timezone) },
              { label: 'Disponibilidad', value: <Availability tutor={tutor} /> },
              { label: 'Horarios bloqueados', value: <BlockedSlots tutor={tutor} /> },
            ]}
          />
        ) : (
          <p className="text-slate-700">No hay un registro de tutor asociado a tu cuenta.</p>
        )}
      </SectionState>
    </SectionCard>
  );
}
