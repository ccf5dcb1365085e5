// A submission's reading (issue 49) as the student and the tutor see it: while it is being assessed a
// status line; once done, how many words were read right, the pace and the time, and the marked
// passage; when it could not be assessed, why. The same words for both, addressed to each.
import type { ReactNode } from 'react';
import { Info, LoaderCircle } from 'lucide-react';
import { formatAccuracy } from '@charla/domain/practices';
import { READING_MESSAGES, readingSummary, type Reading } from '@charla/domain/reading';
import { MarkedPassage, ReadingLegend } from './marked-passage';
import { formatReadingSeconds, formatWholeNumber, READING_TEXTS as T } from './reading-texts';

export type ReadingAudience = 'student' | 'tutor';

const TUTOR_MESSAGES = {
  pending: 'La lectura se está revisando; el resultado aparecerá aquí en unos minutos.',
  failed: 'No se pudo revisar la lectura automáticamente; escucha la grabación.',
} as const;

function Notice({ children, isBusy = false }: { children: ReactNode; isBusy?: boolean }) {
  const Icon = isBusy ? LoaderCircle : Info;
  return (
    <p
      role="status"
      className="flex max-w-prose items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800"
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 text-teal-700 ${isBusy ? 'animate-spin motion-reduce:animate-none' : ''}`}
      />
      <span>{children}</span>
    </p>
  );
}

/** The three figures, number first: compact enough to sit side by side on a phone. */
function Figures({ reading }: { reading: Reading }) {
  const figures: [string, string][] = [];
  if (reading.accuracy !== undefined) figures.push([T.correctWords, formatAccuracy(reading.accuracy)]);
  if (reading.words_correct_per_minute !== undefined)
    figures.push([T.pace, formatWholeNumber(reading.words_correct_per_minute)]);
  if (reading.duration_seconds !== undefined)
    figures.push([T.duration, formatReadingSeconds(reading.duration_seconds)]);
  return (
    <dl className="grid max-w-prose grid-cols-3 gap-2">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end rounded-lg border border-slate-200 bg-white px-2.5 py-2 sm:px-3"
        >
          <dt className="text-sm leading-tight text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 sm:text-xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ReadingResultProps {
  reading: Reading;
  /** The passage's language, for the marked words. */
  language: string;
  audience: ReadingAudience;
  /** The tutor's player: each timed word plays the recording from there. */
  onPlayWord?: ((seconds: number) => void) | undefined;
}

export function ReadingResult({ reading, language, audience, onPlayWord }: ReadingResultProps) {
  const isTutor = audience === 'tutor';
  if (reading.status === 'pending') {
    return <Notice isBusy>{isTutor ? TUTOR_MESSAGES.pending : READING_MESSAGES.pending}</Notice>;
  }
  if (reading.status !== 'done') {
    // The server's reason is said to the student ('Tu tutor escuchará…'); the tutor gets their own.
    const reason = reading.reason && reading.reason !== READING_MESSAGES.failed ? reading.reason : null;
    return <Notice>{reason ?? (isTutor ? TUTOR_MESSAGES.failed : READING_MESSAGES.failed)}</Notice>;
  }
  const summary = readingSummary(reading, audience);
  const canPlay = Boolean(onPlayWord);
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-slate-900">{summary}</p>
      <Figures reading={reading} />
      <MarkedPassage
        words={reading.words ?? []}
        longPauses={reading.long_pauses}
        language={language}
        onPlayWord={onPlayWord}
      />
      <ReadingLegend canPlay={canPlay} />
    </div>
  );
}
