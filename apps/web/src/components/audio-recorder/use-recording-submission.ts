// Sending a recording with the form's other fields so that it is never lost (issue 48, decision 033):
// kept in this browser for the signed-in user before it is sent, forgotten only on the server's 2xx;
// offered again on the next visit; while the network is down it waits and goes when it returns.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import {
  canKeepRecordings,
  readPendingRecording,
  removePendingRecording,
  savePendingRecording,
} from './pending-recordings';
import { RECORDING_FILE_NAME } from './recording-format';
import { useIsOnline } from './use-is-online';

/**
 * A request on its way this long gets a word to the student: a phone's network can say it is up while
 * nothing gets through, and the request then hangs without failing (issue 48).
 */
export const SLOW_SEND_MS = 15_000;

/** idle; sending (a request in flight); waiting (kept, for the network or for the student to retry). */
export type SubmissionPhase = 'idle' | 'sending' | 'waiting';

export type SubmissionFields = Record<string, string>;

/** What the notices and the submit button read (recording-submission-notices.tsx). */
export interface SubmissionStatus {
  phase: SubmissionPhase;
  isOnline: boolean;
  /** A request has been on its way longer than SLOW_SEND_MS. */
  isSlow: boolean;
  /** Whether the recording on its way is kept in this browser (false without IndexedDB). */
  isKept: boolean;
  /** When the recording offered again was kept; null when none is offered. */
  keptAt: number | null;
  /** Fields and recorder are locked while a submission is on its way, and until the browser's copy is looked for. */
  isBusy: boolean;
  /** Forgets the recording offered again; the recorder starts over. */
  discard: () => Promise<void>;
}

interface Submission<TFields extends SubmissionFields> {
  fields: TFields;
  audio: File;
}

export interface RecordingSubmissionOptions<TFields extends SubmissionFields, TResult> {
  /** What the recording is for, one kept per user and form: 'sed', 'homework:<assignment id>'. */
  form: string;
  /** Sends it; resolves on the server's 2xx (a mutation's mutateAsync). */
  send: (fields: TFields, audio: File) => Promise<TResult>;
  onSent: (result: TResult) => void;
  /** The server refused it (any answer but a 2xx; a network failure waits instead). It stays kept. */
  onRefused: (error: unknown) => void;
  /** A recording this user kept for this form on an earlier visit: put its fields back in the form. */
  onRestore: (fields: TFields, audio: File) => void;
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function useRecordingSubmission<TFields extends SubmissionFields, TResult>(
  options: RecordingSubmissionOptions<TFields, TResult>,
) {
  const { form } = options;
  const userId = useSession()?.claims.id ?? null;
  const isOnline = useIsOnline();
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const [isKept, setIsKept] = useState(false);
  const [isSlow, setIsSlow] = useState(false);
  const [keptAt, setKeptAt] = useState<number | null>(null);
  /** Until the kept copy has been looked for (a restore must not replace a recording being made). */
  const [isChecking, setIsChecking] = useState(() => userId !== null && canKeepRecordings());
  /** A new key gives a fresh recorder: after a restore (showing it), a discard or a send. */
  const [recorder, setRecorder] = useState<{ key: number; initialRecording: File | null }>({
    key: 0,
    initialRecording: null,
  });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const last = useRef<Submission<TFields> | null>(null);

  // Offer what this user kept for this form on an earlier visit.
  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    void readPendingRecording(userId, form).then((entry) => {
      if (!isCurrent) return;
      setIsChecking(false);
      if (!entry) return;
      const audio = new File([entry.audio], RECORDING_FILE_NAME, { type: entry.audio.type });
      setKeptAt(entry.savedAt);
      setRecorder(({ key }) => ({ key: key + 1, initialRecording: audio }));
      latest.current.onRestore(entry.fields as TFields, audio);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, form]);

  const attempt = (submission: Submission<TFields>) => {
    setPhase('sending');
    latest.current.send(submission.fields, submission.audio).then(
      async (result) => {
        // Forgotten before anything else happens, so no later visit offers what the server has.
        if (userId) await removePendingRecording(userId, form);
        last.current = null;
        setPhase('idle');
        setIsKept(false);
        setKeptAt(null);
        setRecorder(({ key }) => ({ key: key + 1, initialRecording: null }));
        latest.current.onSent(result);
      },
      (error: unknown) => {
        if (isNetworkFailure(error)) return setPhase('waiting');
        setPhase('idle');
        latest.current.onRefused(error);
      },
    );
  };
  const attemptRef = useRef(attempt);
  useEffect(() => {
    attemptRef.current = attempt;
  });

  useEffect(() => {
    if (phase !== 'sending') return;
    const timer = setTimeout(() => setIsSlow(true), SLOW_SEND_MS);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [phase]);

  // Waiting for the network: send again as soon as the browser says it is back.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const onOnline = () => {
      if (last.current) attemptRef.current(last.current);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [phase]);

  /** Keeps the submission in this browser, then sends it now or, offline, when the network returns. */
  const submit = async (fields: TFields, audio: File) => {
    const submission = { fields, audio };
    last.current = submission;
    setPhase('sending');
    const kept = userId !== null && (await savePendingRecording({ userId, form, fields, audio, savedAt: Date.now() }));
    setIsKept(kept);
    if (!navigator.onLine) return setPhase('waiting');
    attempt(submission);
  };

  const discard = async () => {
    if (userId) await removePendingRecording(userId, form);
    last.current = null;
    setIsKept(false);
    setKeptAt(null);
    setRecorder(({ key }) => ({ key: key + 1, initialRecording: null }));
  };

  const status: SubmissionStatus = {
    phase,
    isOnline,
    isSlow,
    isKept,
    keptAt,
    isBusy: phase !== 'idle' || isChecking,
    discard,
  };
  return { status, recorder, submit };
}
