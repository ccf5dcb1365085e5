// A sentence with its one <blank> (spec part 2 §5): the text around it and what fills it; a sentence
// without exactly one blank is shown raw.
import type { ReactNode } from 'react';
import { splitAtBlank } from '@charla/domain/practices';

interface BlankSentenceProps {
  text: string;
  /** What goes in the blank: an input, the right word once answered, or an empty box. */
  blank?: ReactNode;
  id?: string;
  className?: string;
}

export function EmptyBlank() {
  return (
    <>
      <span
        aria-hidden="true"
        className="mx-1 inline-block w-20 translate-y-1 border-b-2 border-slate-500 align-baseline"
      >
        &nbsp;
      </span>
      <span className="sr-only">(espacio en blanco)</span>
    </>
  );
}

export function BlankSentence({ text, blank = <EmptyBlank />, id, className = '' }: BlankSentenceProps) {
  const parts = splitAtBlank(text);
  return (
    <p id={id} className={`text-xl leading-relaxed break-words text-slate-900 sm:text-2xl ${className}`.trim()}>
      {parts ? (
        <>
          {parts[0]}
          {blank}
          {parts[1]}
        </>
      ) : (
        text
      )}
    </p>
  );
}
