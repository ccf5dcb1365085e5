// A lesson's passage as the student reads it aloud (issue 49): plain text with its line breaks, large
// and widely spaced so it reads comfortably on a phone while recording; the marked passage uses the
// same type.
export const PASSAGE_TYPE_CLASS = 'text-lg leading-loose break-words text-slate-900 sm:text-xl sm:leading-loose';

export function ReadingPassage({ text, language }: { text: string; language: string }) {
  return (
    <div
      lang={language}
      className={`max-w-prose rounded-xl border border-amber-200 bg-amber-50/60 px-4 py-3 whitespace-pre-line sm:px-5 ${PASSAGE_TYPE_CLASS}`}
    >
      {text}
    </div>
  );
}
