import { describe, expect, it } from 'vitest';
import { lessonVideo, videoEmbedUrl } from './video';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', EMBED],
    ['https://m.youtube.com/watch?list=x&v=dQw4w9WgXcQ', EMBED],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', EMBED],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', EMBED],
    ['  https://www.youtube.com/v/dQw4w9WgXcQ  ', EMBED],
    ['https://www.youtube.com/watch?v=short', undefined],
    ['https://www.youtube.com/watch', undefined],
    ['https://www.youtube.com/', undefined],
    ['https://vimeo.com/123456', undefined],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['javascript:alert(1)//www.youtube.com/watch?v=dQw4w9WgXcQ', undefined],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ"onload="x', undefined],
    ['no es una url', undefined],
  ])('%s → %s', (link, expected) => {
    expect(videoEmbedUrl(link)).toBe(expected);
  });
});

describe('lessonVideo', () => {
  it.each([
    [null, { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['https://example.com/video', { kind: 'invalid' }],
    ['https://youtu.be/dQw4w9WgXcQ', { kind: 'embed', src: EMBED }],
  ])('%s', (link, expected) => {
    expect(lessonVideo(link)).toEqual(expected);
  });
});
