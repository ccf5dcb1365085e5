// 'Lee en voz alta' (issue 49): the lesson's passage above the recorder. Once the homework is sent it
// becomes the reading's result: a status line while it is assessed, then the passage marked word by
// word; when it could not be assessed, why, with the passage as written.
import { READING_MESSAGES, type Reading } from '@charla/domain/reading';
import { ReadingPassage } from '@/components/reading/reading-passage';
import { ReadingResult } from '@/components/reading/reading-result';

interface LessonReadingProps {
  text: string;
  language: string;
  reading: Reading | null;
}

export function LessonReading({ text, language, reading }: LessonReadingProps) {
  return (
    <section className="space-y-3">
      {/* h3 in the page and in the editor's preview alike: it follows the task's markdown, whose own
          headings start at h2 ('## Tarea'), so an h4 there would skip a level. */}
      <h3 className="text-lg font-semibold text-slate-900">{READING_MESSAGES.heading}</h3>
      {reading?.status === 'done' ? null : <ReadingPassage text={text} language={language} />}
      {reading ? <ReadingResult reading={reading} language={language} audience="student" /> : null}
    </section>
  );
}
