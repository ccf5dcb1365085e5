import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Button } from '../button';

interface ResourceRowProps {
  name: string;
  editPath: string;
  details?: ReactNode;
  /** Absent when the row can't be deleted. */
  onDelete?: () => void;
  isDeleting?: boolean;
}

/** Controls that do their own thing when clicked inside a row. */
const OWN_CLICK = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * One row: its name is the link to its screen (keyboard, screen readers, a new tab), a delete button
 * beside it. Spec part 2 §2 "clicking a row opens" it: a click anywhere else on the row follows the
 * link too, unless it lands on another control or ends a text selection.
 */
export function ResourceRow({ name, editPath, details, onDelete, isDeleting = false }: ResourceRowProps) {
  const navigate = useNavigate();
  const openFromRow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest(OWN_CLICK)) return;
    if (window.getSelection()?.toString()) return;
    navigate(editPath);
  };
  return (
    <div
      onClick={openFromRow}
      className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-teal-300"
    >
      <div className="min-w-0 flex-1">
        <Link
          to={editPath}
          className="rounded font-semibold text-slate-900 underline-offset-2 hover:text-teal-800 hover:underline"
        >
          {name}
        </Link>
        {details ? <div className="mt-1 text-sm text-slate-700">{details}</div> : null}
      </div>
      {onDelete ? (
        <Button
          variant="ghost"
          className="min-h-9 px-3 text-red-800 hover:bg-red-50"
          aria-label={`Eliminar ${name}`}
          disabled={isDeleting}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
