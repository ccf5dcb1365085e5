import { describe, expect, it } from 'vitest';
import { LESSON_VIDEO_EMBED_MESSAGE, LESSON_VIDEO_URL_MESSAGE, LessonInput, LessonPatchInput } from './entity';
import { lessonVideo } from './video';

const lesson = (video_url: unknown) => ({ title: 'Saludos', video_url, task: 'Graba un audio.' });

/** The messages on video_url, in order; [] when the link is accepted. */
const videoMessages = (video_url: unknown) => {
  const parsed = LessonInput.safeParse(lesson(video_url));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a lesson accepts only a video link the student page can embed (issue 48)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', []],
    ['https://youtu.be/dQw4w9WgXcQ', []],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', []],
    ['  https://www.youtube.com/embed/dQw4w9WgXcQ  ', []],
    ['https://vimeo.com/123456', [LESSON_VIDEO_EMBED_MESSAGE]],
    ['https://www.youtube.com/watch?v=short', [LESSON_VIDEO_EMBED_MESSAGE]],
    ['https://example.com/videos/sonidos', [LESSON_VIDEO_EMBED_MESSAGE]],
    ['ftp://videos.example/a', [LESSON_VIDEO_URL_MESSAGE]],
    ['javascript:alert(1)', [LESSON_VIDEO_URL_MESSAGE]],
    ['   ', ['La URL del video es obligatoria']],
  ])('%s', (link, expected) => {
    expect(videoMessages(link)).toEqual(expected);
  });

  it('agrees with what the student page shows for every accepted link', () => {
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/123456', 'https://example.com/v']) {
      expect(videoMessages(link).length === 0, link).toBe(lessonVideo(link).kind === 'embed');
    }
  });

  it('holds for a PATCH of the link alone', () => {
    const parsed = LessonPatchInput.safeParse({ video_url: 'https://vimeo.com/123456' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['video_url'], LESSON_VIDEO_EMBED_MESSAGE],
    ]);
  });
});
