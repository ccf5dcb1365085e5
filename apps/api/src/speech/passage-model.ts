// A language model that expects one passage (issue 49): trigrams and bigrams of the passage's own word
// sequence carry most of the probability, and backing off to any of its words leaves room for a reader
// who skips, repeats or goes back. Written as ARPA text, which pocketsphinx reads with -lm.

/** How much of each context's probability goes to the passage's next word; the rest backs off. */
const FOLLOW = 0.9;
const log10 = (p: number) => Math.log10(p).toFixed(4);

function counts(sequence: readonly string[], n: number): Map<string, Map<string, number>> {
  const byContext = new Map<string, Map<string, number>>();
  for (let i = 0; i + n <= sequence.length; i++) {
    const context = sequence.slice(i, i + n - 1).join(' ');
    const next = sequence[i + n - 1]!;
    const seen = byContext.get(context) ?? new Map<string, number>();
    seen.set(next, (seen.get(next) ?? 0) + 1);
    byContext.set(context, seen);
  }
  return byContext;
}

function ngramLines(byContext: Map<string, Map<string, number>>, follow: number, backoff: string | null): string[] {
  const lines: string[] = [];
  for (const [context, next] of byContext) {
    const total = [...next.values()].reduce((a, b) => a + b, 0);
    for (const [word, count] of next) {
      lines.push(`${log10((follow * count) / total)} ${context} ${word}${backoff === null ? '' : ` ${backoff}`}`);
    }
  }
  return lines;
}

/** The ARPA model of `tokens` (normalised passage words, all in the dictionary). */
export function passageLanguageModel(tokens: readonly string[], follow = FOLLOW): string {
  const vocabulary = [...new Set(tokens)].sort();
  const sequence = ['<s>', ...tokens, '</s>'];
  const backoff = log10(1 - follow);
  const uniform = log10(1 / (vocabulary.length + 1));
  const unigrams = [
    `-99.0000 <s> ${backoff}`,
    `${uniform} </s> 0.0000`,
    ...vocabulary.map((word) => `${uniform} ${word} ${backoff}`),
  ];
  const bigrams = ngramLines(counts(sequence, 2), follow, backoff);
  const trigrams = ngramLines(counts(sequence, 3), follow, null);
  return [
    '\\data\\',
    `ngram 1=${unigrams.length}`,
    `ngram 2=${bigrams.length}`,
    `ngram 3=${trigrams.length}`,
    '',
    '\\1-grams:',
    ...unigrams,
    '',
    '\\2-grams:',
    ...bigrams,
    '',
    '\\3-grams:',
    ...trigrams,
    '',
    '\\end\\',
    '',
  ].join('\n');
}
