import type { Tutor } from '@charla/domain/tutors';
import { ListboxSelect } from '@/components/listbox-select';

interface TutorPickerProps {
  tutors: Tutor[];
  value: string;
  onChange: (tutorId: string) => void;
  disabled?: boolean;
}

const nameOf = (tutor: Tutor) => tutor.public_name || tutor.email || tutor.id;

/**
 * Spec part 2 §2: a picker for users who may choose among tutors (a listbox that opens with Enter or
 * Space and closes on Escape or an outside click); with only one tutor it is a fixed label.
 */
export function TutorPicker({ tutors, value, onChange, disabled }: TutorPickerProps) {
  if (tutors.length === 1) {
    return (
      <p className="text-sm text-slate-700">
        Tutor: <strong className="text-base font-semibold text-slate-900">{nameOf(tutors[0]!)}</strong>
      </p>
    );
  }
  return (
    <div className="w-full sm:w-72">
      <ListboxSelect
        label="Tutor"
        options={tutors.map((tutor) => ({ value: tutor.id, label: nameOf(tutor) }))}
        value={value}
        onChange={onChange}
        placeholder="Selecciona un tutor"
        disabled={disabled}
      />
    </div>
  );
}
