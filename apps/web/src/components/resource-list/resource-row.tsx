import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** One row: its name is the link to its edit screen (spec part 2 §2), a delete button beside it. */
export function ResourceRow({ name, editPath, details, onDelete, isDeleting = false }: ResourceRowProps) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
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
