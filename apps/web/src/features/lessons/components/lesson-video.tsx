// The lesson's video (spec part 1 §2): the embed of a valid link, 'Video URL no válida' with
// 'contacte al administrador' for any other link, 'No hay video disponible' without one.
// The embed's box (its size and dark background) is there from the first render; the iframe itself comes
// once the lesson has painted (useAfterPaint), so on a phone the video service's page and player do not
// compete with the lesson's own words, image and practices for the network and the main thread, and the
// frame's own document is not made inside the lesson's first commit (decision 022).
import { CircleAlert, VideoOff } from 'lucide-react';
import { lessonVideo, VIDEO_MESSAGES } from '@charla/domain/lessons';
import { useAfterPaint } from '@/lib/after-paint';

export function LessonVideo({ url, title }: { url: string | null; title: string }) {
  const video = lessonVideo(url);
  const painted = useAfterPaint();
  if (video.kind === 'embed') {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
        {painted && (
          <iframe
            src={video.src}
            title={`Video de la lección: ${title}`}
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="size-full border-0"
          />
        )}
      </div>
    );
  }
  if (video.kind === 'invalid') {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">{VIDEO_MESSAGES.invalid}</p>
          <p className="text-sm">Por favor, {VIDEO_MESSAGES.contactAdmin}.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">
      <VideoOff aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <p>{VIDEO_MESSAGES.none}</p>
    </div>
  );
}
