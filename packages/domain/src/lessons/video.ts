// The lesson's video link (spec part 1 §2): watch, short, embed and v/ links of the video-sharing
// service become embed links; anything else is 'Video URL no válida'. The one rule of which links the
// student's page can embed: the lesson contract refuses the others (issue 48), the editor's form says
// so with the same contract, and the student's page shows the embed of what was saved.

export const VIDEO_MESSAGES = {
  invalid: 'Video URL no válida',
  contactAdmin: 'contacte al administrador',
  none: 'No hay video disponible',
} as const;

const EMBED_BASE = 'https://www.youtube.com/embed/';
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

export type LessonVideo = { kind: 'none' } | { kind: 'invalid' } | { kind: 'embed'; src: string };

function idFromPath(path: string, prefix: string): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  return path.slice(prefix.length).split('/')[0];
}

/** The embed link for a video link, or undefined when the link is not one of the accepted forms. */
export function videoEmbedUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (HOSTS.has(host)) {
    id =
      (url.pathname === '/watch' ? (url.searchParams.get('v') ?? undefined) : undefined) ??
      idFromPath(url.pathname, '/embed/') ??
      idFromPath(url.pathname, '/shorts/') ??
      idFromPath(url.pathname, '/v/');
  }
  return id && VIDEO_ID.test(id) ? `${EMBED_BASE}${id}` : undefined;
}

/** Whether the student's lesson page can show `link` as a video. */
export function isEmbeddableVideoUrl(link: string): boolean {
  return videoEmbedUrl(link) !== undefined;
}

/** What the lesson shows for its video_url: nothing, the invalid-link message, or the embed. */
export function lessonVideo(videoUrl: string | null | undefined): LessonVideo {
  if (!videoUrl || videoUrl.trim() === '') return { kind: 'none' };
  const src = videoEmbedUrl(videoUrl);
  return src ? { kind: 'embed', src } : { kind: 'invalid' };
}
