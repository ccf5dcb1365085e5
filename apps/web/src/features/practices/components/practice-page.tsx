// /practices/{id} (spec part 2 §2, §8): loads the practice and plays it. A missing one is 'Práctica no
// encontrada'; any other failure is the toast 'Error al cargar la práctica' and back to /practices.
import { useDeferredValue, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PLAYER_MESSAGES } from '@charla/domain/practices';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePractice } from '../api/get-practice';
import { PracticePlayer } from './practice-player';
import { PRACTICE_TEXTS } from './practice-texts';

const LOAD_ERROR_TOAST_ID = 'practice-load-error';
/** A malformed id (422 from the path's check) names no practice either. */
const NOT_FOUND = new Set([404, 422]);

const isNotFound = (error: Error | null) => error instanceof ApiError && NOT_FOUND.has(error.status);

export function PracticePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = usePractice(id);
  // The player renders as a transition, in slices: its first render is the page's largest task (decision 025).
  // With an initial value, also when the shell's first read (first-reads.tsx) has the practice cached
  // before the page mounts: React defers nothing on a first render without one.
  const practice = useDeferredValue(query.data ?? null, null);
  const error = practice ? null : query.error;
  const notFound = isNotFound(error);

  useEffect(() => {
    if (!error || notFound) return;
    // A 401 has already ended the session (api-client): spec part 2 §7, the screen stops there.
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(PLAYER_MESSAGES.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.practices.list, { replace: true });
  }, [error, notFound, navigate]);

  if (practice) return <PracticePlayer key={practice.id} practice={practice} />;
  if (notFound) {
    return (
      <>
        <PageHeader title={PLAYER_MESSAGES.notFound} />
        <Link to={paths.practices.list} className={buttonClass('secondary')}>
          {PRACTICE_TEXTS.backToList}
        </Link>
      </>
    );
  }
  return (
    <p role="status" className="text-slate-600">
      {PRACTICE_TEXTS.loadingPractice}
    </p>
  );
}
