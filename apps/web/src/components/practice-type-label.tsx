// Each practice type's icon and Spanish name on the list, the player and the progress views (spec part
// 2 §2: "an icon and label per type"); a type this app does not know gets a neutral one.
import type { ComponentType } from 'react';
import {
  CaseSensitive,
  CircleHelp,
  Images,
  ListChecks,
  MoveHorizontal,
  PencilLine,
  Repeat,
  type LucideProps,
} from 'lucide-react';
import { PRACTICE_TYPES, type PracticeType } from '@charla/domain/practices';

interface TypeMeta {
  label: string;
  Icon: ComponentType<LucideProps>;
  /** Tailwind classes of the badge. */
  tone: string;
}

export const PRACTICE_TYPE_META: Record<PracticeType, TypeMeta> = {
  'letter-tweak': { label: 'Sonidos de las letras', Icon: CaseSensitive, tone: 'bg-violet-50 text-violet-800' },
  'subset-select': { label: 'Imagen y palabra', Icon: Images, tone: 'bg-sky-50 text-sky-800' },
  'insert-it-right': { label: 'Coloca la palabra', Icon: MoveHorizontal, tone: 'bg-amber-50 text-amber-900' },
  'word-choice': { label: 'Elige la palabra', Icon: ListChecks, tone: 'bg-emerald-50 text-emerald-800' },
  'fill-in-the-blank': { label: 'Completa la oración', Icon: PencilLine, tone: 'bg-rose-50 text-rose-800' },
  'tense-transform': { label: 'Cambia el tiempo verbal', Icon: Repeat, tone: 'bg-teal-50 text-teal-800' },
};

const UNKNOWN: TypeMeta = { label: 'Tipo desconocido', Icon: CircleHelp, tone: 'bg-slate-100 text-slate-700' };

export function isPracticeType(value: unknown): value is PracticeType {
  return typeof value === 'string' && (PRACTICE_TYPES as readonly string[]).includes(value);
}

export function practiceTypeMeta(type: unknown): TypeMeta {
  return isPracticeType(type) ? PRACTICE_TYPE_META[type] : UNKNOWN;
}

export function PracticeTypeLabel({ type }: { type: unknown }) {
  const { label, Icon, tone } = practiceTypeMeta(type);
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}
