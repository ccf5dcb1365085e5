// Pronunciations for pocketsphinx's dictionary (issue 49): the CMU dictionary the Debian package ships,
// and for a word it lacks (a name, a rare word) espeak-ng's English phonemes in IPA, mapped to the
// ARPAbet phones the acoustic model knows. A word neither gives stays out (the caller reports it).
import { readFile } from 'node:fs/promises';
import { run } from '../lib/run';

export const CMUDICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const ESPEAK = 'espeak-ng';

let cmudict: Promise<Map<string, string[]>> | undefined;

/** The dictionary, read once per process (3.6 MB of text, about 135 000 words). */
function loadCmudict(): Promise<Map<string, string[]>> {
  cmudict ??= readFile(CMUDICT, 'utf8').then((text) => {
    const entries = new Map<string, string[]>();
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      if (space < 0) continue;
      const word = line.slice(0, space).replace(/\(\d+\)$/, '');
      const phones = line.slice(space + 1).trim();
      const known = entries.get(word);
      if (known) known.push(phones);
      else entries.set(word, [phones]);
    }
    return entries;
  });
  return cmudict;
}

/** IPA as espeak-ng writes English, longest first, to ARPAbet. */
const IPA_TO_ARPABET: [string, string][] = [
  ['aɪɚ', 'AY ER'],
  ['aʊɚ', 'AW ER'],
  ['ɑːɹ', 'AA R'],
  ['ɔːɹ', 'AO R'],
  ['oːɹ', 'AO R'],
  ['ɛɹ', 'EH R'],
  ['ɪɹ', 'IH R'],
  ['ʊɹ', 'UH R'],
  ['iə', 'IY AH'],
  ['aɪ', 'AY'],
  ['aʊ', 'AW'],
  ['eɪ', 'EY'],
  ['oʊ', 'OW'],
  ['ɔɪ', 'OY'],
  ['tʃ', 'CH'],
  ['dʒ', 'JH'],
  ['əl', 'AH L'],
  ['ɑ', 'AA'],
  ['æ', 'AE'],
  ['ʌ', 'AH'],
  ['ɐ', 'AH'],
  ['ə', 'AH'],
  ['ɔ', 'AO'],
  ['ɛ', 'EH'],
  ['ɚ', 'ER'],
  ['ɜ', 'ER'],
  ['ɪ', 'IH'],
  ['ᵻ', 'IH'],
  ['i', 'IY'],
  ['e', 'EY'],
  ['o', 'OW'],
  ['ʊ', 'UH'],
  ['u', 'UW'],
  ['a', 'AA'],
  ['b', 'B'],
  ['d', 'D'],
  ['ð', 'DH'],
  ['f', 'F'],
  ['ɡ', 'G'],
  ['g', 'G'],
  ['h', 'HH'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['ŋ', 'NG'],
  ['p', 'P'],
  ['ɹ', 'R'],
  ['r', 'R'],
  ['s', 'S'],
  ['ʃ', 'SH'],
  ['t', 'T'],
  ['ɾ', 'T'],
  ['ʔ', 'T'],
  ['θ', 'TH'],
  ['v', 'V'],
  ['w', 'W'],
  ['j', 'Y'],
  ['z', 'Z'],
  ['ʒ', 'ZH'],
  ['x', 'K'],
];

/** ARPAbet for one IPA string as espeak-ng writes it; marks it has no phone for are skipped. */
export function ipaToArpabet(ipa: string): string {
  const plain = ipa.normalize('NFC').replace(/[ˈˌː‍_\u0329\s-]/g, '');
  const phones: string[] = [];
  for (let i = 0; i < plain.length;) {
    const found = IPA_TO_ARPABET.find(([symbol]) => plain.startsWith(symbol, i));
    if (found) {
      phones.push(found[1]);
      i += found[0].length;
    } else i++;
  }
  return phones.join(' ');
}

/** espeak-ng's IPA for each word, one call for all of them (one line per word). */
async function espeakIpa(words: string[]): Promise<string[]> {
  const result = await run(ESPEAK, ['-q', '--ipa', '-v', 'en-us', '--stdin'], {
    timeoutMs: 30_000,
    input: Buffer.from(words.map((word) => `${word}.`).join('\n')),
  });
  if (result.code !== 0) return [];
  return result.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Dictionary lines (`word PHONES`, variants as `word(2) PHONES`) for the words, and the words that got
 * no pronunciation at all.
 */
export async function pronunciations(words: readonly string[]): Promise<{ lines: string[]; missing: string[] }> {
  const dictionary = await loadCmudict();
  const lines: string[] = [];
  const unknown: string[] = [];
  for (const word of new Set(words)) {
    const variants = dictionary.get(word);
    if (variants) variants.forEach((phones, i) => lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
    else unknown.push(word);
  }
  const missing: string[] = [];
  if (unknown.length > 0) {
    const ipa = await espeakIpa(unknown);
    unknown.forEach((word, i) => {
      const phones = ipa.length === unknown.length ? ipaToArpabet(ipa[i]!) : '';
      if (phones) lines.push(`${word} ${phones}`);
      else missing.push(word);
    });
  }
  return { lines, missing };
}
