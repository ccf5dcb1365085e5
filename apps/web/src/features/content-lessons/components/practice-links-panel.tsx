// The lesson form's collapsible panel for linking practices (spec part 2 §2): the linked ones in
// order (move, unlink) and a server search to link more, each link and unlink with its toast. The
// links are the form's `linked_practices` value, saved with the lesson (spec §3).
import { useEffect, useId, useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ChevronDown, Dumbbell } from 'lucide-react';
import { MAX_LINKED_PRACTICES } from '@charla/domain/lessons';
import type { Practice } from '@charla/domain/practices';
import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/form';
import { useLinkedPractices } from '../api/get-lesson';
import type { LessonFormValues } from './lesson-form-values';
import { LinkedPracticeList } from './linked-practice-list';
import { PracticeSearch } from './practice-search';
import { PRACTICE_LINK_TEXTS as T } from './texts';

const NAME = 'linked_practices';
const LINK_TOAST_ID = 'practice-link';

const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

export function PracticeLinksPanel({ lessonId }: { lessonId?: string | undefined }) {
  const { control, setValue, clearErrors, getFieldState, formState } = useFormContext<LessonFormValues>();
  const ids = useWatch({ control, name: NAME }) ?? [];
  const { errors } = useFormState({ control, name: NAME });
  const fieldIds = useFieldIds(NAME);
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  // Practices linked from the search: their titles, before the lesson is saved.
  const [picked, setPicked] = useState<Record<string, Practice>>({});
  const saved = useLinkedPractices(lessonId, isOpen);

  const linkErrors = get(errors, NAME) as unknown;
  // A rule on the whole list (too many, repeated): zod's message on the array (or its root).
  const listError = messageOf(linkErrors) ?? messageOf((linkErrors as { root?: unknown } | undefined)?.root);
  const errorAt = (index: number) => messageOf(get(errors, `${NAME}.${index}`));
  const hasErrors = Boolean(linkErrors);
  // A refused save that names a link opens the panel, so the message is seen where it applies.
  useEffect(() => {
    if (hasErrors) setIsOpen(true);
  }, [hasErrors]);

  const practiceOf = (id: string) => picked[id] ?? saved.data?.find((practice) => practice.id === id);
  const write = (next: string[]) => {
    // Messages tied to positions no longer point at the same practice.
    if (getFieldState(NAME).error) clearErrors(NAME);
    setValue(NAME, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const link = (practice: Practice) => {
    if (ids.includes(practice.id)) return;
    setPicked((current) => ({ ...current, [practice.id]: practice }));
    write([...ids, practice.id]);
    toast.success(T.linked, { id: LINK_TOAST_ID });
  };
  const unlink = (id: string) => {
    write(ids.filter((linked) => linked !== id));
    toast.success(T.unlinked, { id: LINK_TOAST_ID });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    write(next);
  };

  return (
    <section aria-labelledby={fieldIds.id} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">
        <button
          id={fieldIds.id}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-invalid={hasErrors ? true : undefined}
          aria-describedby={listError ? fieldIds.errorId : undefined}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-4 py-3 text-left hover:bg-slate-50 sm:px-5"
        >
          <Dumbbell aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
          <span className="min-w-0 flex-1">{T.panel(ids.length)}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div className="px-4 sm:px-5">
        <FieldError id={fieldIds.errorId} error={listError} />
      </div>
      <div id={panelId} hidden={!isOpen} className="space-y-5 px-4 pb-4 sm:px-5 sm:pb-5">
        {isOpen ? (
          <>
            <p className="text-sm text-slate-600">{T.panelHint}</p>
            <LinkedPracticeList
              ids={ids}
              practiceOf={practiceOf}
              isLoading={saved.isLoading}
              errorAt={errorAt}
              errorIdOf={(index) => `${fieldIds.id}-${index}-error`}
              onMove={move}
              onUnlink={unlink}
            />
            {ids.length >= MAX_LINKED_PRACTICES ? (
              <p className="text-sm text-amber-900">{T.limitReached(MAX_LINKED_PRACTICES)}</p>
            ) : null}
            <PracticeSearch
              isLinked={(id) => ids.includes(id)}
              canLinkMore={ids.length < MAX_LINKED_PRACTICES}
              onLink={link}
              onUnlink={unlink}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
