// Issue 49 benchmark: how well the reading assessment finds what a reader left out. espeak-ng reads five
// passages (60–150 words) exactly, and again with known edits — 3 words left out, 2 replaced, 2 added —
// at different speeds; each recording goes through the real pipeline (WebM/Opus → ffmpeg → pocketsphinx
// constrained to the passage → the alignment of @charla/domain/reading). Per passage: precision and recall
// of the words flagged omitted against the known omissions, of all flagged words against all edits, the
// error of words correct per minute, and what open transcription (the SED engine) would have scored.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alignReading, passageWords, type ReadingFigures } from '@charla/domain/reading';
import { decodeToWav16k } from '../src/audio/decode';
import { wavFileSeconds } from '../src/audio/wav';
import { createPocketsphinx } from '../src/speech/pocketsphinx';
import type { Row } from './report';

const PASSAGES = [
  `The little fox lived at the edge of a quiet forest. Every morning she walked to the river to drink cold water
  and watch the birds. One day she found a small boat tied to an old tree. She climbed inside and the boat began
  to move slowly down the river. The fox was scared at first, but soon she enjoyed the warm sun and the soft wind.`,
  `My grandmother has a garden behind her house. In spring she plants tomatoes, beans and sunflowers, and every
  summer the garden is full of colour. When I visit her, we water the plants together early in the morning,
  before the sun is too hot. She tells me stories about the village where she grew up, where there were no cars
  and children walked to school across the fields. I like to listen while we work, and at the end of the day we
  eat fresh vegetables for dinner.`,
  `Last year our school started a reading club. We meet every Thursday after class in the library. Each month we
  choose one book and read a few chapters every week. At the meetings we talk about the characters and what we
  think will happen next. Sometimes we disagree, and the discussions become very lively. Our teacher says that
  reading together helps us understand stories better, and I think she is right.`,
  `The city was very busy on Saturday morning. People were shopping in the market, buying bread, fruit and
  flowers. A man was playing the guitar near the fountain, and a group of children stood around him, clapping
  their hands. I bought a cup of coffee and sat on a bench to watch them. After a while the music stopped, the
  children ran to the park, and the square became quiet again. It was a perfect way to start the weekend.`,
  `Learning a new language takes time and patience. At the beginning everything seems difficult, and you make many
  mistakes. But little by little you start to understand more words, and one day you notice that you can follow a
  conversation without translating in your head. The most important thing is to practise every day, even for a
  few minutes. Read aloud, listen to songs, and do not be afraid to speak. Every mistake teaches you something new
  and brings you closer to your goal.`,
].map((text) => text.replace(/\s+/g, ' ').trim());

const SPEEDS = [130, 150, 175, 140, 160];
const REPLACEMENTS = ['yellow', 'window'];
const ADDITIONS = ['really', 'very'];

interface Edited {
  text: string;
  omitted: Set<number>;
  replaced: Set<number>;
}

/** The passage read with 3 words left out, 2 replaced and 2 added, spread over it (never the first or last). */
function edit(passage: string): Edited {
  const words = passage.split(' ');
  const at = (fraction: number) => Math.max(1, Math.min(words.length - 2, Math.round(words.length * fraction)));
  const omitted = new Set([at(0.15), at(0.45), at(0.8)]);
  const replaced = new Set([at(0.3), at(0.65)]);
  const added = new Set([at(0.55), at(0.9)]);
  const read: string[] = [];
  words.forEach((word, i) => {
    if (added.has(i)) read.push(ADDITIONS[[...added].indexOf(i)]!);
    if (omitted.has(i)) return;
    read.push(replaced.has(i) ? REPLACEMENTS[[...replaced].indexOf(i)]! : word);
  });
  return { text: read.join(' '), omitted, replaced };
}

function speak(dir: string, name: string, text: string, speed: number): string {
  const wav = path.join(dir, `${name}.wav`);
  const webm = path.join(dir, `${name}.webm`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', String(speed), '-w', wav, text]);
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    wav,
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-f',
    'webm',
    webm,
  ]);
  return webm;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((1000 * a) / b) / 1000);

function flagged(result: ReadingFigures, statuses: string[]): Set<number> {
  const indices = new Set<number>();
  let index = 0;
  for (const word of result.words) {
    if (word.status === 'inserted') continue;
    if (statuses.includes(word.status)) indices.add(index);
    index++;
  }
  return indices;
}

function precisionRecall(found: Set<number>, truth: Set<number>) {
  const hits = [...found].filter((i) => truth.has(i)).length;
  return { precision: ratio(hits, found.size), recall: ratio(hits, truth.size), hits, flagged: found.size };
}

export interface ReadingBenchResult {
  passages: {
    words: number;
    speed: number;
    exact_accuracy: number;
    open_transcription_accuracy: number;
    edited_accuracy: number;
    omissions: ReturnType<typeof precisionRecall>;
    all_edits: ReturnType<typeof precisionRecall>;
    wcpm: { measured: number; true: number; error_percent: number };
  }[];
  rows: Row[];
}

export async function benchReading(): Promise<ReadingBenchResult> {
  const engine = createPocketsphinx();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charla-bench-reading-'));
  const passages: ReadingBenchResult['passages'] = [];
  try {
    for (const [n, passage] of PASSAGES.entries()) {
      const written = passageWords(passage);
      const tokens = written.flatMap((w) => w.tokens);
      const speed = SPEEDS[n]!;
      const hear = async (name: string, text: string) => {
        const wav = path.join(dir, `${name}-16k.wav`);
        await decodeToWav16k(speak(dir, name, text, speed), wav);
        const seconds = await wavFileSeconds(wav);
        const hearing = await engine.hearPassage(wav, seconds, tokens, 'en');
        if ('unavailable' in hearing) throw new Error(hearing.unavailable);
        return { wav, seconds, result: alignReading(written, hearing.heard) };
      };
      const exact = await hear(`p${n}-exact`, passage);
      // Open transcription of the same audio (no times: the alignment only counts words here).
      const open = await engine.transcribe(exact.wav, exact.seconds);
      const openWords = open.segments.join(' ').split(/\s+/).filter(Boolean);
      const openResult = alignReading(
        written,
        openWords.map((text) => ({ text, start: 0, end: 0 })),
      );
      const edited = edit(passage);
      const read = await hear(`p${n}-edited`, edited.text);
      const omissions = precisionRecall(flagged(read.result, ['omitted']), edited.omitted);
      const allEdits = precisionRecall(
        flagged(read.result, ['omitted', 'substituted']),
        new Set([...edited.omitted, ...edited.replaced]),
      );
      // The truth: every passage word not left out or replaced, over the recording's length.
      const trueCorrect = written.length - edited.omitted.size - edited.replaced.size;
      const trueWcpm = Math.round((10 * trueCorrect) / (read.seconds / 60)) / 10;
      const measured = read.result.words_correct_per_minute;
      passages.push({
        words: written.length,
        speed,
        exact_accuracy: exact.result.accuracy,
        open_transcription_accuracy: openResult.accuracy,
        edited_accuracy: read.result.accuracy,
        omissions,
        all_edits: allEdits,
        wcpm: { measured, true: trueWcpm, error_percent: Math.round((1000 * (measured - trueWcpm)) / trueWcpm) / 10 },
      });
      const last = passages.at(-1)!;
      console.log(
        `passage ${n + 1} (${last.words} words, ${speed} wpm): exact ${last.exact_accuracy} % (open ${last.open_transcription_accuracy} %), ` +
          `omissions P ${omissions.precision} R ${omissions.recall}, all edits P ${allEdits.precision} R ${allEdits.recall}, ` +
          `WCPM ${measured} vs ${trueWcpm}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Three omissions a passage make its precision and recall move in thirds: the targets are held over all
  // passages together, each passage's figures shown beside them.
  const sum = (pick: (p: (typeof passages)[number]) => number) => passages.reduce((total, p) => total + pick(p), 0);
  const omitted = 3 * passages.length;
  const found = sum((p) => Math.round(p.omissions.recall * 3));
  const flaggedOmitted = sum((p) =>
    p.omissions.precision === 0 ? 0 : Math.round((p.omissions.recall * 3) / p.omissions.precision),
  );
  const overall = { precision: ratio(found, flaggedOmitted), recall: ratio(found, omitted) };
  const exactWorst = Math.min(...passages.map((p) => p.exact_accuracy));
  const rows: Row[] = [
    ...passages.map((p, n) => ({
      measure: `passage ${n + 1} (${p.words} words, espeak ${p.speed} wpm)`,
      target: '—',
      note:
        `exact ${p.exact_accuracy} % (open transcription ${p.open_transcription_accuracy} %); omissions P ${p.omissions.precision} ` +
        `R ${p.omissions.recall}; all edits P ${p.all_edits.precision} R ${p.all_edits.recall}; WCPM ${p.wcpm.measured} vs ${p.wcpm.true} (${p.wcpm.error_percent} %)`,
      ok: null,
    })),
    {
      measure: 'exact readings: accuracy (lowest of the passages)',
      target: '≥ 95 %',
      note: `${exactWorst} %; open transcription of the same audio: ${Math.min(...passages.map((p) => p.open_transcription_accuracy))}–${Math.max(...passages.map((p) => p.open_transcription_accuracy))} %`,
      ok: exactWorst >= 95,
    },
    {
      measure: `omissions found, all passages (${omitted} left out)`,
      target: 'P ≥ 0.8, R ≥ 0.8',
      note: `P ${overall.precision}, R ${overall.recall}`,
      ok: overall.precision >= 0.8 && overall.recall >= 0.8,
    },
    {
      measure: 'words correct per minute: largest error',
      target: '—',
      note: `${Math.max(...passages.map((p) => Math.abs(p.wcpm.error_percent)))} % (against the passage's correct words over the recording's length)`,
      ok: null,
    },
  ];
  return { passages, rows };
}
