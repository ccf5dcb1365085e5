// Plays one practice (spec part 2 §2, §4): the header ('Volver', type, title, instructions) and the
// player its props.practice_type chooses, or 'Tipo de práctica no soportado' — also for props that
// don't validate for their type, with the reasons. Used by /practices/{id} and, with a practice that
// is not saved yet and `sendStats={false}`, by the content editor's 'Probar'.
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { PLAYER_MESSAGES, PracticeProps, type Practice, type Random } from '@charla/domain/practices';
import { Button, buttonClass } from '@/components/button';
import { isPracticeType, PracticeTypeLabel } from '@/components/practice-type-label';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { PLAYERS } from '../players/player-registry';
import type { PlayerDefinition } from '../players/player-definition';
import { PlayerShell } from './player-shell';
import { PRACTICE_TEXTS } from './practice-texts';

/** A practice to play: a saved one (with its id) or an editor's draft (without). */
export type PlayablePractice = Pick<Practice, 'title' | 'instructions' | 'props'> & { id?: string };

export interface PracticePlayerProps {
  practice: PlayablePractice;
  /** What 'Volver' does; by default the previous page (or the list when there is none). */
  onExit?: () => void;
  /** POST /practice_stats when the results appear (default true; needs the practice's id). */
  sendStats?: boolean;
  /** The shuffles' source (seeded in tests); Math.random by default. */
  random?: Random;
  /** The title's heading level: 1 on its own page, 2 inside another screen. */
  headingLevel?: 1 | 2;
}

const MAX_REASONS = 5;

function Unsupported({ reasons, onExit }: { reasons: string[]; onExit?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {PLAYER_MESSAGES.unsupported}
      </p>
      {reasons.length > 0 ? (
        <>
          <p className="mt-2 text-sm">{PRACTICE_TEXTS.invalidProps}</p>
          <ul className="mt-1 list-disc pl-5 text-sm break-words">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-4">
        {onExit ? (
          <Button variant="secondary" onClick={onExit}>
            {PLAYER_MESSAGES.back}
          </Button>
        ) : (
          <Link to={paths.practices.list} className={buttonClass('secondary')}>
            {PRACTICE_TEXTS.backToList}
          </Link>
        )}
      </div>
    </div>
  );
}

export function PracticePlayer({ practice, onExit, sendStats = true, random, headingLevel = 1 }: PracticePlayerProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const parsed = useMemo(() => PracticeProps.safeParse(practice.props), [practice.props]);
  // A new draft (another type, other exercises) is a new run.
  const runKey = useMemo(() => (parsed.success ? JSON.stringify(parsed.data) : ''), [parsed]);
  const type = practice.props.practice_type;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Spec §4: 'Volver' goes back one page; opened directly (no page before), to the list.
  const back = onExit ?? (() => void (location.key === 'default' ? navigate(paths.practices.list) : navigate(-1)));

  let body;
  if (!isPracticeType(type)) body = <Unsupported reasons={[]} onExit={onExit} />;
  else if (!parsed.success) {
    const reasons = parsed.error.issues
      .slice(0, MAX_REASONS)
      .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
    body = <Unsupported reasons={reasons} onExit={onExit} />;
  } else {
    const userId = session?.claims.id;
    body = (
      <PlayerShell
        key={runKey}
        definition={PLAYERS[parsed.data.practice_type] as PlayerDefinition<PracticeProps, unknown>}
        props={parsed.data}
        random={random}
        statsTarget={sendStats && practice.id && userId ? { userId, practiceId: practice.id } : undefined}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl min-w-0">
      <Button variant="ghost" className="mb-4 -ml-2 px-2" onClick={back}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {PLAYER_MESSAGES.back}
      </Button>
      <header className="mb-5 space-y-2">
        {headingLevel === 1 ? <title>{`${practice.title} · Charla`}</title> : null}
        <PracticeTypeLabel type={type} />
        <Heading className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {practice.title}
        </Heading>
        {practice.instructions ? (
          <p className="break-words whitespace-pre-line text-slate-700">{practice.instructions}</p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
