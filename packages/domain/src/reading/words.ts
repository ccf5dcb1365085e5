// A reading passage's words, and what a recogniser heard, brought to one form so that they can be
// compared (issue 49): lower case, punctuation gone, numbers written out, contractions expanded. Each
// written word keeps the tokens it stands for ("don't" → do not, "12" → twelve).

export interface PassageWord {
  /** The word as the passage writes it, punctuation included ("forest."). */
  text: string;
  /** What a reader says for it, normalised ("forest"); several for a number or a contraction. */
  tokens: string[];
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) {
    words.push(ONES[Math.floor(n / 100)]!, 'hundred');
    n %= 100;
    if (n === 0) return words;
  }
  if (n < 20) words.push(ONES[n]!);
  else {
    words.push(TENS[Math.floor(n / 10)]!);
    if (n % 10) words.push(ONES[n % 10]!);
  }
  return words;
}

/** An English cardinal in words ("1999" → one thousand nine hundred ninety nine); digits one by one past a million. */
export function numberWords(digits: string): string[] {
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || n >= 1_000_000) return [...digits].map((d) => ONES[Number(d)]!);
  if (n < 1000) return belowThousand(n);
  const rest = n % 1000;
  return [...belowThousand(Math.floor(n / 1000)), 'thousand', ...(rest ? belowThousand(rest) : [])];
}

/** 's read as "is" after these words; elsewhere it is a possessive and stays on the word. */
const IS_BEFORE = new Set(['it', 'he', 'she', 'that', 'what', 'there', 'here', 'who', 'where', 'how']);
const WHOLE: Record<string, string[]> = {
  "won't": ['will', 'not'],
  "can't": ['can', 'not'],
  cannot: ['can', 'not'],
  "shan't": ['shall', 'not'],
  "let's": ['let', 'us'],
  "i'm": ['i', 'am'],
};
const SUFFIXES: [string, string][] = [
  ["n't", 'not'],
  ["'re", 'are'],
  ["'ll", 'will'],
  ["'ve", 'have'],
  ["'d", 'would'],
];

function expand(word: string): string[] {
  const whole = WHOLE[word];
  if (whole) return whole;
  for (const [suffix, full] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length > suffix.length) return [word.slice(0, -suffix.length), full];
  }
  if (word.endsWith("'s")) {
    const stem = word.slice(0, -2);
    if (IS_BEFORE.has(stem)) return [stem, 'is'];
  }
  return [word];
}

/** The tokens one written word stands for; none for a mark alone ("—", "!"). */
export function wordTokens(written: string): string[] {
  const tokens: string[] = [];
  const parts =
    written
      .toLowerCase()
      .normalize('NFC')
      .replace(/[’‘]/g, "'")
      .match(/\d+(?:[.,]\d+)*|\p{L}+(?:'\p{L}+)*/gu) ?? [];
  for (const part of parts) {
    if (/^\d/.test(part)) {
      const [whole, fraction] = part.replace(/,(?=\d{3}\b)/g, '').split('.');
      tokens.push(...numberWords(whole!));
      if (fraction) tokens.push('point', ...[...fraction].map((d) => ONES[Number(d)]!));
    } else tokens.push(...expand(part));
  }
  return tokens;
}

/** The passage as written words, each with its tokens; marks standing alone are not words. */
export function passageWords(text: string): PassageWord[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((written) => ({ text: written, tokens: wordTokens(written) }))
    .filter((word) => word.tokens.length > 0);
}

/** How many words a passage has, as the editor counts them and the assessment scores them. */
export const passageWordCount = (text: string) => passageWords(text).length;
