// The lesson form (spec part 2 §2 "Lesson form", §5, §8): title, video link, task and notes in
// markdown, the passage to read aloud (issue 49), the linked practices, and a Preview / Edit toggle
// that shows the lesson exactly as the student will see it. Save is POST (new) or PUT (edit); a 422 fills the 'Error de validación' box
// and the fields, any other failure says why above the buttons; nothing typed is lost either way.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Eye, Pencil } from 'lucide-react';
import { isEmbeddableVideoUrl, LESSON_VIDEO_EMBED_MESSAGE, LessonInput, type Lesson } from '@charla/domain/lessons';
import { Button, buttonClass } from '@/components/button';
import { Form, FormFooter } from '@/components/form/form';
import { MarkdownField } from '@/components/form/markdown-field';
import { TextField } from '@/components/form/text-fields';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/components/form/unsaved-changes';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { applyValidationErrors, isValidationError, ValidationErrorBox } from '@/components/form/validation-error-box';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSaveLesson, type LessonValues } from '../api/save-lesson';
import { LESSON_FIELDS, lessonFormDefaults, previewLessonOf, type LessonPreviewComponent } from './lesson-form-values';
import { PracticeLinksPanel } from './practice-links-panel';
import { ReadingPassageFields } from './reading-passage-fields';
import { LESSON_FORM_TEXTS as T } from './texts';

type Mode = 'edit' | 'preview';

/** Spec part 2 §8: "Save failures show the server error or 'Error al guardar ...'". */
export function saveFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message && error.message !== REQUEST_FAILED_MESSAGE
    ? error.message
    : T.saveError;
}

function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const option = (value: Mode, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold sm:flex-none ${
        mode === value ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={T.modeLabel}
      className="flex rounded-lg border border-slate-300 bg-white p-1 sm:inline-flex"
    >
      {option('edit', T.edit, <Pencil aria-hidden="true" className="size-4" />)}
      {option('preview', T.preview, <Eye aria-hidden="true" className="size-4" />)}
    </div>
  );
}

function LessonPreviewPane({ form, Preview }: { form: ZodForm<typeof LessonInput>; Preview: LessonPreviewComponent }) {
  const lesson = previewLessonOf(useWatch({ control: form.control }), T.untitled);
  // The student's page would say 'contacte al administrador'; the author is told what to change.
  const isUnwatchable = lesson.video_url !== null && !isEmbeddableVideoUrl(lesson.video_url);
  return (
    <section
      aria-label={T.preview}
      className="space-y-4 rounded-2xl border-2 border-dashed border-teal-200 bg-slate-50/70 p-3 sm:p-5"
    >
      <p className="text-sm font-medium text-teal-900">{T.previewNote}</p>
      {isUnwatchable ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          {LESSON_VIDEO_EMBED_MESSAGE}.
        </p>
      ) : null}
      <Preview lesson={lesson} />
    </section>
  );
}

interface LessonFormProps {
  /** The saved lesson when editing; none when creating. */
  lesson?: Lesson | undefined;
  Preview: LessonPreviewComponent;
}

export function LessonForm({ lesson, Preview }: LessonFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(LessonInput, { defaultValues: lessonFormDefaults(lesson) });
  const save = useSaveLesson();
  const unsaved = useUnsavedChangesGuard(form);
  const [mode, setMode] = useState<Mode>('edit');

  const onSubmit = (values: LessonValues) =>
    save.mutate(
      { id: lesson?.id, values },
      {
        onSuccess: () => {
          toast.success(lesson ? T.updated : T.created);
          unsaved.release();
          navigate(paths.content.lessons.list);
        },
        onError: (failure) => {
          // A 401 has already ended the session (api-client); the guards take the user to /login.
          if (failure instanceof ApiError && failure.status === 401) return;
          if (isValidationError(failure)) {
            setMode('edit');
            applyValidationErrors(form, failure, { fields: LESSON_FIELDS, fallback: T.validationFallback });
            return;
          }
          form.setError('root.server', { type: 'server', message: saveFailureMessage(failure) });
        },
      },
    );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <ValidationErrorBox />
      <ModeToggle mode={mode} onChange={setMode} />
      {/* Hidden, not unmounted, while previewing: the fields keep their values and errors. */}
      <div hidden={mode === 'preview'} className="space-y-6">
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField name="title" label={T.title} autoComplete="off" required />
          <TextField
            name="video_url"
            label={T.videoUrl}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=…"
            hint={T.videoUrlHint}
            required
          />
          <MarkdownField name="task" label={T.task} hint={T.taskHint} rows={8} required />
          <MarkdownField name="notes" label={T.notes} hint={T.notesHint} rows={10} />
        </div>
        <ReadingPassageFields />
        <PracticeLinksPanel lessonId={lesson?.id} />
      </div>
      {mode === 'preview' ? <LessonPreviewPane form={form} Preview={Preview} /> : null}
      <FormFooter>
        <Link to={paths.content.lessons.list} className={buttonClass('secondary')}>
          {T.cancel}
        </Link>
        {/* Saving from the preview goes back to the fields, where a refused value is shown. */}
        <Button type="submit" disabled={save.isPending} onClick={() => setMode('edit')}>
          {save.isPending ? T.saving : lesson ? T.update : T.create}
        </Button>
      </FormFooter>
      <UnsavedChangesDialog guard={unsaved} />
    </Form>
  );
}
