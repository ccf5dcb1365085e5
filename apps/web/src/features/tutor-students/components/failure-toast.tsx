import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';

/** A failed write: the spec's words (part 2 §8) and, under them, the server's reason when it gave one. */
export function failureToast(title: string, error: unknown) {
  const detail = error instanceof ApiError && error.message !== title ? error.message : null;
  toast.error(
    <span>
      <strong className="block font-semibold">{title}</strong>
      {detail}
    </span>,
  );
}
