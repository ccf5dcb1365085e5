import { describe, expect, it } from 'vitest';
import { analyzeSpeech, countFillers, countWords, feedbackText, mattr, tokenize, transcriptText } from './analysis';
import { isValidVideoUrl, VideoUrl, VIDEO_URL_MESSAGE } from './url';

describe('tokenize', () => {
  it.each([
    ['Hello, world!', ['hello', 'world']],
    ["I don't know — it's well-known.", ['i', "don't", 'know', "it's", 'well-known']],
    ['Don’t   stop', ["don't", 'stop']],
    ['12 apples and 3 pears', ['apples', 'and', 'pears']],
    ['Café au lait', ['café', 'au', 'lait']],
    ['', []],
    ["'quoted' -dash-", ['quoted', 'dash']],
  ])('%j → %j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });
});

describe('countWords and fillers', () => {
  it('counts distinct words, most used first then alphabetically', () => {
    expect(countWords(['b', 'a', 'b', 'c', 'a', 'b'])).toEqual([
      { word: 'b', count: 3 },
      { word: 'a', count: 2 },
      { word: 'c', count: 1 },
    ]);
  });

  it('counts single-word and phrase fillers on word boundaries', () => {
    const words = tokenize('Um, I like, you know, like pizza. You know what I mean? Uh so unlike you');
    expect(countFillers(words)).toEqual([
      { word: 'like', count: 2 },
      { word: 'you know', count: 2 },
      { word: 'i mean', count: 1 },
      { word: 'so', count: 1 },
      { word: 'uh', count: 1 },
      { word: 'um', count: 1 },
    ]);
  });
});

describe('mattr', () => {
  it('is the type-token ratio for texts shorter than the window', () => {
    expect(mattr(['a', 'b', 'a', 'c'])).toBe(0.75);
    expect(mattr([])).toBe(0);
  });

  it('averages the ratio over moving windows', () => {
    // windows of 3: [a b a]=2/3, [b a c]=3/3, [a c c]=2/3 → 7/9
    expect(mattr(['a', 'b', 'a', 'c', 'c'], 3)).toBeCloseTo(7 / 9, 12);
  });

  it('does not shrink with length when the speech keeps the same variety', () => {
    const block =
      'the quick brown fox jumps over a lazy dog while birds sing in tall green trees near the river bank today'.split(
        ' ',
      );
    const short = Array.from({ length: 3 }, () => block).flat();
    const long = Array.from({ length: 30 }, () => block).flat();
    expect(mattr(long)).toBeCloseTo(mattr(short), 2);
    // the plain type-token ratio collapses instead
    expect(new Set(long).size / long.length).toBeLessThan(new Set(short).size / short.length / 5);
  });
});

describe('analyzeSpeech', () => {
  it('measures words per minute from the real audio length', () => {
    const analysis = analyzeSpeech(['hello world this is me', 'um I like English'], 30);
    expect(analysis).toMatchObject({
      total_words: 9,
      distinct_words: 9,
      words_per_minute: 18,
      filler_count: 2,
      mattr: 1,
    });
    expect(analyzeSpeech(['hi'], null).words_per_minute).toBeNull();
    expect(analyzeSpeech(['hi'], 0).words_per_minute).toBeNull();
  });

  it('writes the transcript one line per segment and the feedback in Spanish', () => {
    expect(transcriptText([' hello there ', '', 'um I like tea'])).toBe('hello there\num I like tea');
    const analysis = analyzeSpeech(['hello there', 'um I like tea', 'hello'], 20);
    expect(feedbackText(analysis)).toBe(
      [
        'Dijiste 7 palabras, 6 de ellas distintas.',
        'Ritmo: unas 21 palabras por minuto (en una conversación se suelen decir entre 120 y 150).',
        'Variedad de vocabulario: amplia (de cada 10 palabras seguidas, unas 9 son distintas).',
        'Muletillas (2): like ×1, um ×1',
        'Tus palabras: hello (2), i (1), like (1), tea (1), there (1), um (1)',
      ].join('\n'),
    );
    expect(feedbackText(analyzeSpeech([], 10))).toBe('No se reconocieron palabras en el audio.');
  });
});

describe('video URL', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', true],
    ['http://example.com/video', true],
    ['  https://vimeo.com/1  ', true],
    ['ftp://example.com', false],
    ['www.youtube.com/watch', false],
    ['https://', false],
    ['https://localhost', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
    ['', false],
  ])('%j → %s', (url, ok) => {
    expect(isValidVideoUrl(url)).toBe(ok);
  });

  it('answers with the spec message', () => {
    expect(VideoUrl.safeParse('nope').error?.issues[0]?.message).toBe(VIDEO_URL_MESSAGE);
  });
});
