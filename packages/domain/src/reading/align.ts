// A reading aloud held against its passage (issue 49): the recogniser's words aligned with the
// passage's by edit distance over normalised tokens, then read back per written word — correct,
// omitted, substituted (with what was heard) — with the words the reader added in between, the
// figures (accuracy, words correct per minute over the speaking time) and the long pauses.
import type { ReadingWord } from './entity';
import { type PassageWord, passageWords, wordTokens } from './words';

export interface HeardWord {
  text: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

export interface ReadingFigures {
  accuracy: number;
  words_correct_per_minute: number;
  duration_seconds: number;
  words: ReadingWord[];
  /** `after_word_index` points into `words`: the pause came after that entry. */
  long_pauses: { after_word_index: number; seconds: number }[];
}

/** A silence this long between two words is a long pause. */
export const LONG_PAUSE_SECONDS = 1.5;

interface Token {
  text: string;
  start: number;
  end: number;
}

type Step =
  | { kind: 'match' | 'sub'; passage: number; heard: number }
  | { kind: 'omit'; passage: number }
  | { kind: 'insert'; heard: number };

/** The cheapest edit path, matches preferred on ties; `passage[i]` and `heard[j]` are compared as equal strings. */
function editPath(passage: readonly string[], heard: readonly string[]): Step[] {
  const rows = passage.length + 1;
  const cols = heard.length + 1;
  const cost = new Uint32Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const diagonal = cost[(i - 1) * cols + j - 1]! + (passage[i - 1] === heard[j - 1] ? 0 : 1);
      cost[i * cols + j] = Math.min(diagonal, cost[(i - 1) * cols + j]! + 1, cost[i * cols + j - 1]! + 1);
    }
  }
  const steps: Step[] = [];
  let i = passage.length;
  let j = heard.length;
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]!;
    if (i > 0 && j > 0) {
      const same = passage[i - 1] === heard[j - 1];
      if (here === cost[(i - 1) * cols + j - 1]! + (same ? 0 : 1)) {
        steps.push({ kind: same ? 'match' : 'sub', passage: i - 1, heard: j - 1 });
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && here === cost[(i - 1) * cols + j]! + 1) {
      steps.push({ kind: 'omit', passage: i - 1 });
      i--;
    } else {
      steps.push({ kind: 'insert', heard: j - 1 });
      j--;
    }
  }
  return steps.reverse();
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The heard words as tokens, each keeping its word's times ("twelve" from "12"). */
function heardTokens(heard: readonly HeardWord[]): Token[] {
  return heard.flatMap((word) => wordTokens(word.text).map((text) => ({ text, start: word.start, end: word.end })));
}

/** The written words of the passage with what the edit path did to each of their tokens. */
export function alignReading(passage: string | PassageWord[], heard: readonly HeardWord[]): ReadingFigures {
  const written = typeof passage === 'string' ? passageWords(passage) : passage;
  const passageTokens = written.flatMap((word, index) => word.tokens.map((text) => ({ text, word: index })));
  const said = heardTokens(heard);
  const steps = editPath(
    passageTokens.map((t) => t.text),
    said.map((t) => t.text),
  );

  // Each passage token has one step, in order; an insertion between two tokens of one written word is
  // part of what was heard for that word, any other is a word of its own.
  const wordOf = (step: Step) => (step.kind === 'insert' ? -1 : passageTokens[step.passage]!.word);
  const words: ReadingWord[] = [];
  let correct = 0;
  let k = 0;
  while (k < steps.length) {
    const step = steps[k]!;
    if (step.kind === 'insert') {
      const token = said[step.heard]!;
      words.push({ text: token.text, status: 'inserted', heard: token.text, start: token.start, end: token.end });
      k++;
      continue;
    }
    const index = wordOf(step);
    let stop = k + 1;
    for (let next = k + 1; next < steps.length; next++) {
      const owner = wordOf(steps[next]!);
      if (owner === index) stop = next + 1;
      else if (owner !== -1) break;
    }
    const own = steps.slice(k, stop);
    k = stop;
    const heardHere = own.flatMap((s) => (s.kind === 'omit' ? [] : [said[s.heard]!]));
    const entry: ReadingWord = { text: written[index]!.text, status: 'omitted' };
    if (own.every((s) => s.kind === 'match')) {
      entry.status = 'correct';
      correct++;
    } else if (heardHere.length > 0) {
      entry.status = 'substituted';
      entry.heard = heardHere.map((t) => t.text).join(' ');
    }
    if (heardHere.length > 0) {
      entry.start = heardHere[0]!.start;
      entry.end = heardHere[heardHere.length - 1]!.end;
    }
    words.push(entry);
  }

  const timed = words.map((word, index) => ({ word, index })).filter(({ word }) => word.start !== undefined);
  const first = timed[0]?.word.start ?? 0;
  const last = timed.length ? Math.max(...timed.map(({ word }) => word.end!)) : 0;
  const duration = Math.max(0, last - first);
  const long_pauses: ReadingFigures['long_pauses'] = [];
  for (let n = 1; n < timed.length; n++) {
    const gap = timed[n]!.word.start! - timed[n - 1]!.word.end!;
    if (gap >= LONG_PAUSE_SECONDS) long_pauses.push({ after_word_index: timed[n - 1]!.index, seconds: round1(gap) });
  }
  return {
    accuracy: written.length ? round1((100 * correct) / written.length) : 0,
    words_correct_per_minute: duration > 0 ? round1(correct / (Math.max(duration, 1) / 60)) : 0,
    duration_seconds: round1(duration),
    words,
    long_pauses,
  };
}
