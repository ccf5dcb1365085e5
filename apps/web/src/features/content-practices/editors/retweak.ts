// Letter-tweak's exercise editor keeps one tweak per letter of the word (spec part 2 §3: "one tweak
// per letter"). When the word changes, the letters the old and new words share at the start and at the
// end keep what the author marked; the others start as the player starts them (a vowel short, a
// consonant sounded), so typing a letter in the middle does not undo the rest.
import { initialTweak, type LetterTweak } from '@charla/domain/practices';

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

export function retweak(word: string, previous: readonly LetterTweak[]): LetterTweak[] {
  const letters = [...word.trim()];
  const old = previous.map((tweak) => tweak.letter);
  let prefix = 0;
  while (prefix < letters.length && prefix < old.length && same(letters[prefix], old[prefix])) prefix++;
  let suffix = 0;
  while (
    suffix < letters.length - prefix &&
    suffix < old.length - prefix &&
    same(letters[letters.length - 1 - suffix], old[old.length - 1 - suffix])
  ) {
    suffix++;
  }
  return letters.map((letter, index) => {
    const fromEnd = letters.length - 1 - index;
    const kept =
      index < prefix ? previous[index] : fromEnd < suffix ? previous[previous.length - 1 - fromEnd] : undefined;
    return kept ? { letter, silent: kept.silent, length: kept.length } : initialTweak(letter);
  });
}
