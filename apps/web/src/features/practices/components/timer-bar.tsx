// The timed types' 30-second bar (spec part 2 §4, §9): checked every 100 ms against the run's start
// (so a throttled background tab still ends on time). It owns the tick, so each tick re-renders this
// bar alone, not the exercise (practice-player.test.tsx counts the renders).
import { useEffect, useId, useRef, useState } from 'react';
import { Timer } from 'lucide-react';
import { TIME_LIMIT_MS, TIMER_TICK_MS } from '@charla/domain/practices';

const elapsedSince = (startedAt: number) => Math.min(Math.max(0, Date.now() - startedAt), TIME_LIMIT_MS);

export function TimerBar({ startedAt, onExpire }: { startedAt: number; onExpire: () => void }) {
  const labelId = useId();
  const [elapsed, setElapsed] = useState(() => elapsedSince(startedAt));
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const timer = setInterval(() => {
      const now = elapsedSince(startedAt);
      setElapsed(now);
      if (now >= TIME_LIMIT_MS) {
        clearInterval(timer);
        onExpireRef.current();
      }
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);

  const remaining = TIME_LIMIT_MS - elapsed;
  const seconds = Math.ceil(remaining / 1000);
  const isLow = seconds <= 10;
  return (
    <div>
      <div className="mb-1 flex items-center justify-between text-sm font-medium text-slate-700">
        <span id={labelId} className="inline-flex items-center gap-1">
          <Timer aria-hidden="true" className="size-4" />
          Tiempo restante
        </span>
        <span aria-hidden="true" className={`tabular-nums ${isLow ? 'text-red-700' : ''}`}>
          {seconds} s
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={TIME_LIMIT_MS / 1000}
        aria-valuenow={seconds}
        aria-valuetext={seconds === 1 ? '1 segundo' : `${seconds} segundos`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-100 ease-linear ${isLow ? 'bg-red-600' : 'bg-teal-600'}`}
          style={{ width: `${(remaining / TIME_LIMIT_MS) * 100}%` }}
        />
      </div>
    </div>
  );
}
