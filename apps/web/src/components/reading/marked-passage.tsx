// A passage as it was read (issue 49): every word in order, marked by what happened to it — omitted
// struck through, substituted with what was heard, added words in the gaps, long pauses where they
// fell — with a legend. The marks are shapes as well as colours, and each says itself to a screen
// reader. Given `onPlayWord`, each word the recording holds is a button that plays it from there.
import { Fragment, type ReactNode } from 'react';
import { Pause } from 'lucide-react';
import type { Reading } from '@charla/domain/reading';
import { PASSAGE_TYPE_CLASS } from './reading-passage';
import { formatReadingSeconds, READING_TEXTS as T } from './reading-texts';

type Word = NonNullable<Reading['words']>[number];

/** 'forest.' → 'forest': the word as a button names it. */
const bare = (text: string) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') || text;

const WORD_CLASS: Record<Word['status'], string> = {
  correct: 'text-slate-900',
  omitted: 'rounded bg-red-50 px-0.5 text-slate-600 line-through decoration-red-700 decoration-2',
  substituted: 'text-slate-900 underline decoration-amber-600 decoration-wavy decoration-2 underline-offset-4',
  inserted: 'rounded bg-sky-100 px-1 text-sky-900 italic',
};

function WordText({ word }: { word: Word }) {
  return (
    <span className={WORD_CLASS[word.status]}>
      {word.status === 'inserted' ? <span aria-hidden="true">+</span> : null}
      {word.text}
    </span>
  );
}

/** What the shape says, for a screen reader; and what was heard instead, for everyone. */
function WordNote({ word }: { word: Word }) {
  if (word.status === 'omitted') return <span className="sr-only"> ({T.omitted})</span>;
  if (word.status === 'inserted') return <span className="sr-only"> ({T.inserted})</span>;
  if (word.status === 'substituted' && word.heard)
    return (
      <>
        {' '}
        <span className="text-base text-amber-900">({T.said(word.heard)})</span>
      </>
    );
  return null;
}

function PauseMark({ seconds }: { seconds: number }) {
  return (
    <span className="mx-0.5 inline-flex items-center gap-0.5 rounded-full bg-slate-100 px-2 align-middle text-sm text-slate-700">
      <Pause aria-hidden="true" className="size-3.5" />
      {T.pause(formatReadingSeconds(seconds))}
    </span>
  );
}

interface MarkedPassageProps {
  words: Word[];
  longPauses?: Reading['long_pauses'];
  /** The passage's language ('en'), for the screen reader's voice. */
  language: string;
  /** Plays the recording from this second (the tutor's review). */
  onPlayWord?: ((seconds: number) => void) | undefined;
}

export function MarkedPassage({ words, longPauses = [], language, onPlayWord }: MarkedPassageProps) {
  const pauseAfter = new Map(longPauses.map((pause) => [pause.after_word_index, pause.seconds]));
  return (
    <p lang={language} className={`max-w-prose ${PASSAGE_TYPE_CLASS}`}>
      {words.map((word, index) => {
        const pause = pauseAfter.get(index);
        const start = word.start;
        const text: ReactNode =
          onPlayWord && start !== undefined ? (
            <button
              type="button"
              aria-label={T.play(bare(word.text))}
              onClick={() => onPlayWord(start)}
              className="-mx-0.5 cursor-pointer rounded px-0.5 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
            >
              <WordText word={word} />
            </button>
          ) : (
            <WordText word={word} />
          );
        return (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            {text}
            <WordNote word={word} />
            {pause !== undefined ? (
              <>
                {' '}
                <PauseMark seconds={pause} />
              </>
            ) : null}
          </Fragment>
        );
      })}
    </p>
  );
}

const SAMPLE: Record<Word['status'], Word> = {
  correct: { text: 'forest', status: 'correct' },
  omitted: { text: 'forest', status: 'omitted' },
  substituted: { text: 'forest', status: 'substituted' },
  inserted: { text: 'very', status: 'inserted' },
};

/** What each mark means; the samples are decoration, the words say it. */
export function ReadingLegend({ canPlay = false }: { canPlay?: boolean }) {
  const item = (sample: ReactNode, label: string) => (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="text-base">
        {sample}
      </span>
      {label}
    </li>
  );
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <ul aria-label={T.legendLabel} className="flex flex-wrap gap-x-5 gap-y-1">
        {item(<WordText word={SAMPLE.correct} />, T.legendCorrect)}
        {item(<WordText word={SAMPLE.omitted} />, T.legendOmitted)}
        {item(<WordText word={SAMPLE.substituted} />, T.legendSubstituted)}
        {item(<WordText word={SAMPLE.inserted} />, T.legendInserted)}
        {item(<Pause className="size-3.5" />, T.legendPause)}
      </ul>
      {canPlay ? <p>{T.legendPlay}</p> : null}
    </div>
  );
}
