// The practices a lesson links, in the order students will see them (spec part 1 §2 'Práctica #n'):
// move up / down and unlink. After a move, focus follows the moved practice and a polite status says
// where it went, so the keyboard can keep moving it.
import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Unlink } from 'lucide-react';
import type { Practice } from '@charla/domain/practices';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-error';
import { PRACTICE_LINK_TEXTS as T } from './texts';

interface LinkedPracticeListProps {
  ids: readonly string[];
  practiceOf: (id: string) => Practice | undefined;
  isLoading: boolean;
  /** The server's message for the link at an index ('linked_practices.2'), if any. */
  errorAt: (index: number) => string | undefined;
  errorIdOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  onUnlink: (id: string) => void;
}

type Direction = 'up' | 'down';

export function LinkedPracticeList({
  ids,
  practiceOf,
  isLoading,
  errorAt,
  errorIdOf,
  onMove,
  onUnlink,
}: LinkedPracticeListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleOf = (id: string) => practiceOf(id)?.title ?? (isLoading ? T.loadingLinked : T.unknownPractice);

  useEffect(() => {
    if (!moved || !listRef.current) return;
    const buttons = (direction: Direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-practice="${moved.id}"][data-move="${direction}"]`);
    const same = buttons(moved.direction);
    // At the top or the bottom the button just used is disabled: the other one keeps the focus in the row.
    (same && !same.disabled ? same : buttons(moved.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [moved, ids]);

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const id = ids[index]!;
    onMove(index, to);
    setMoved({ id, direction });
    setAnnouncement(T.moved(titleOf(id), to + 1, ids.length));
  };

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noneLinked}</p>
      ) : (
        <ol ref={listRef} aria-label={T.linkedLabel} className="space-y-2">
          {ids.map((id, index) => {
            const practice = practiceOf(id);
            const title = titleOf(id);
            const error = errorAt(index);
            return (
              <li
                key={id}
                className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-3 ${
                  error ? 'border-red-400' : 'border-slate-200'
                }`}
              >
                <span aria-hidden="true" className="w-6 shrink-0 text-sm font-semibold text-teal-800">
                  {T.position(index + 1)}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-medium break-words text-slate-900">{title}</p>
                  {practice ? <p className="line-clamp-2 text-sm text-slate-600">{practice.instructions}</p> : null}
                  <FieldError id={errorIdOf(index)} error={error} />
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Button
                    variant="ghost"
                    className="min-h-10 px-2.5"
                    aria-label={T.moveUp(title)}
                    data-practice={id}
                    data-move="up"
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-10 px-2.5"
                    aria-label={T.moveDown(title)}
                    data-practice={id}
                    data-move="down"
                    disabled={index === ids.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    className="min-h-10 px-3"
                    aria-label={`${T.unlink} ${title}`}
                    aria-describedby={error ? errorIdOf(index) : undefined}
                    onClick={() => onUnlink(id)}
                  >
                    <Unlink aria-hidden="true" className="size-4" />
                    {T.unlink}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
