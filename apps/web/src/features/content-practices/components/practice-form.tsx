// The practice form (spec part 2 §2 "Practice form", §5, §8): title, instructions, the type and its
// own editor. Switching the type keeps what was written for each type (switching back restores it).
// Save is POST (new) or PUT (edit); 'Probar' plays what is written in the real player without saving.
// Errors: the 'Error de validación' box at the top lists every field's message; a 422 goes onto the
// fields by path, the rest joined by '; ' in the box; any other failure says why above the buttons.
import { useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Play } from 'lucide-react';
import { PracticeInput, type Practice } from '@charla/domain/practices';
import { Button, buttonClass } from '@/components/button';
import { Form, FormFooter } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/components/form/unsaved-changes';
import { useZodForm } from '@/components/form/use-zod-form';
import {
  applyValidationErrors,
  isValidationError,
  setValidationMessage,
  ValidationErrorBox,
} from '@/components/form/validation-error-box';
import { Modal } from '@/components/modal';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSavePractice, type PracticeValues } from '../api/save-practice';
import { PositionErrorsProvider, usePositionErrorsRegistry } from '../editors/position-errors';
import {
  formPathOf,
  initialPropsOf,
  kindOf,
  labelOfPath,
  LANGUAGE_OPTIONS,
  practiceBodyOf,
  practiceFormDefaults,
  RAW_KIND,
  type DraftPlayerComponent,
  type DraftPractice,
  type EditorKind,
  type PropsValues,
} from './practice-form-values';
import { PracticeTypeField } from './practice-type-field';
import { PropsEditor } from './props-editor';
import { PRACTICE_FORM_TEXTS as T } from './texts';

/** Spec part 2 §8: "Save failures show the server error or 'Error al guardar ...'". */
export function saveFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message && error.message !== REQUEST_FAILED_MESSAGE
    ? error.message
    : T.saveError;
}

/** A saved type that is none of the six, as the select names it (it may be missing or not even text). */
const typeNameOf = (type: unknown) => (typeof type === 'string' ? type : (JSON.stringify(type) ?? ''));

interface PracticeFormProps {
  /** The saved practice when editing; none when creating. */
  practice?: Practice | undefined;
  Player: DraftPlayerComponent;
}

export function PracticeForm({ practice, Player }: PracticeFormProps) {
  const navigate = useNavigate();
  // The form's values are what the author types; PracticeInput checks them whole on submit.
  const form = useZodForm(PracticeInput, { defaultValues: practiceFormDefaults(practice) as never });
  const save = useSavePractice();
  const unsaved = useUnsavedChangesGuard(form);
  const [kind, setKind] = useState<EditorKind>(() => kindOf(practice));
  const unknownType = practice && kindOf(practice) === RAW_KIND ? typeNameOf(practice.props.practice_type) : undefined;
  /** What was written for each type the author has left (spec part 2 §2 per-type drafts). */
  const drafts = useRef<Partial<Record<EditorKind, PropsValues>>>({});
  /** Which button submitted: saving, or trying in the player. */
  const intent = useRef<'save' | 'try'>('save');
  const [draft, setDraft] = useState<DraftPractice | null>(null);

  const positions = usePositionErrorsRegistry(() => {
    if (
      (form.getFieldState('root.validation' as never).error as { message?: string } | undefined)?.message ===
      T.positionsBlock
    ) {
      form.clearErrors('root.validation' as never);
    }
  });

  const changeKind = (next: EditorKind) => {
    if (next === kind || next === '') return;
    if (kind !== '') drafts.current[kind] = structuredClone(form.getValues('props') as PropsValues);
    const props = drafts.current[next] ?? (next === RAW_KIND ? {} : initialPropsOf(next));
    form.clearErrors('props' as never);
    form.setValue('props', structuredClone(props) as never, { shouldDirty: true });
    setKind(next);
  };

  /** Spec part 2 §5: nothing is saved (or tried) while a positions field holds values that are not numbers. */
  const isBlocked = () => {
    const field = positions.firstInvalid();
    if (!field) return false;
    setValidationMessage(form, T.positionsBlock);
    field.focus();
    return true;
  };

  const onSubmit = (values: PracticeValues) => {
    const body = practiceBodyOf(values);
    if (intent.current === 'try') {
      setDraft(body);
      return;
    }
    save.mutate(
      { id: practice?.id, body },
      {
        onSuccess: () => {
          toast.success(practice ? T.updated : T.created);
          unsaved.release();
          navigate(paths.content.practices.list);
        },
        onError: (failure) => {
          // A 401 has already ended the session (api-client); the guards take the user to /login.
          if (failure instanceof ApiError && failure.status === 401) return;
          if (isValidationError(failure)) {
            applyValidationErrors(form, failure, { fallback: T.saveError, mapPath: formPathOf, generalOnly: true });
            return;
          }
          form.setError('root.server', { type: 'server', message: saveFailureMessage(failure) });
        },
      },
    );
  };

  const onSave = (event: MouseEvent<HTMLButtonElement>) => {
    intent.current = 'save';
    if (isBlocked()) event.preventDefault();
  };
  const onTry = (event: MouseEvent<HTMLButtonElement>) => {
    intent.current = 'try';
    if (!isBlocked()) event.currentTarget.form?.requestSubmit();
  };

  return (
    <PositionErrorsProvider value={positions}>
      <Form form={form} onSubmit={onSubmit} className="space-y-6">
        <ValidationErrorBox fieldErrors={{ intro: T.fieldErrorsIntro, labelOf: labelOfPath }} />
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField name="title" label={T.title} autoComplete="off" required />
          <TextareaField name="instructions" label={T.instructions} hint={T.instructionsHint} rows={3} required />
          <SelectField name="language" label={T.language} hint={T.languageHint} options={LANGUAGE_OPTIONS} />
          <PracticeTypeField kind={kind} unknownType={unknownType} onChange={changeKind} />
        </div>
        <section
          aria-label={T.content}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <PropsEditor kind={kind} />
        </section>
        <FormFooter>
          <Link to={paths.content.practices.list} className={buttonClass('secondary')}>
            {T.cancel}
          </Link>
          <Button variant="secondary" onClick={onTry} disabled={kind === ''}>
            <Play aria-hidden="true" className="size-4" />
            {T.tryIt}
          </Button>
          <Button type="submit" disabled={save.isPending} onClick={onSave}>
            {save.isPending ? T.saving : practice ? T.update : T.create}
          </Button>
        </FormFooter>
        <UnsavedChangesDialog guard={unsaved} />
      </Form>
      <Modal
        open={draft !== null}
        onOpenChange={(open) => {
          if (!open) setDraft(null);
        }}
        title={T.tryTitle}
        description={T.tryNote}
        wide
      >
        {draft ? <Player practice={draft} onExit={() => setDraft(null)} /> : null}
      </Modal>
    </PositionErrorsProvider>
  );
}
