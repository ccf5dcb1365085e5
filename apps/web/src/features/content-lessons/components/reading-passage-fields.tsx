// The lesson's passage to read aloud (issue 49): plain text with its word count as it is typed, and
// the language it is written in. The limit is the domain's (LessonInput's reading_text): past it the
// field says so at once, in the contract's words, not only on saving.
import { useFormContext, useWatch } from 'react-hook-form';
import { PLAN_LANGUAGES, LANGUAGE_NAMES_ES } from '@charla/domain/plans';
import { MAX_READING_WORDS, passageWordCount } from '@charla/domain/reading';
import { DISPLAY_LOCALE } from '@charla/domain/time';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/text-fields';
import type { LessonFormValues } from './lesson-form-values';
import { READING_FIELD_TEXTS as T } from './texts';

const LANGUAGE_OPTIONS = PLAN_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES_ES[value] }));
const count = new Intl.NumberFormat(DISPLAY_LOCALE);

export function ReadingPassageFields() {
  const form = useFormContext<LessonFormValues>();
  const text = useWatch({ control: form.control, name: 'reading_text' }) ?? '';
  const words = passageWordCount(text);
  const isOver = words > MAX_READING_WORDS;
  // Checked as typed once over the limit, and again until the message has gone.
  const check = (value: string) => {
    if (passageWordCount(value) > MAX_READING_WORDS || form.getFieldState('reading_text').error)
      void form.trigger('reading_text');
  };
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <TextareaField
        name="reading_text"
        label={T.text}
        rows={8}
        onValueChange={check}
        hint={
          <>
            {T.textHint}{' '}
            <span className={isOver ? 'font-semibold text-red-700' : 'font-medium text-slate-800'}>
              {T.count(count.format(words), words === 1)} · {T.limit(count.format(MAX_READING_WORDS))}
            </span>
          </>
        }
      />
      <SelectField name="reading_language" label={T.language} options={LANGUAGE_OPTIONS} className="sm:max-w-xs" />
    </div>
  );
}
