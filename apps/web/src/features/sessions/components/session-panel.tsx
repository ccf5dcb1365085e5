import { useId, useState, type ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { Session, SessionListKind } from '@charla/domain/sessions';
import { InfiniteList } from '@/components/infinite-list';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { sessionListErrorMessage, useSessionList } from '../api/list-sessions';

export interface SessionPanelTexts {
  empty: string;
  end: string;
  noMatch?: string;
}

interface SessionPanelProps {
  kind: SessionListKind;
  title: string;
  /** The boundary between upcoming and past for this visit (ISO). */
  now: string;
  defaultOpen?: boolean;
  texts: SessionPanelTexts;
  /** Which loaded sessions to show (search and filters). */
  filter?: (session: Session) => boolean;
  renderSession: (session: Session) => ReactNode;
}

const showAll = () => true;

/**
 * A collapsible panel with its own scrolling, paged list (spec part 1 §2). A closed panel loads
 * nothing until it is opened the first time; it keeps what it loaded when closed again.
 */
export function SessionPanel({
  kind,
  title,
  now,
  defaultOpen = false,
  texts,
  filter = showAll,
  renderSession,
}: SessionPanelProps) {
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [wasOpened, setWasOpened] = useState(defaultOpen);
  const { items, isError, error, ...state } = infiniteListStateOf(useSessionList(kind, now, wasOpened));

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (open) setWasOpened(true);
  };

  return (
    <Collapsible.Root asChild open={isOpen} onOpenChange={onOpenChange}>
      <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Collapsible.Trigger className="group flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-4 text-left sm:px-5">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="px-3 pb-4 sm:px-4">
          <InfiniteList
            label={title}
            {...state}
            items={items.filter(filter)}
            getKey={(session) => session.id}
            renderItem={renderSession}
            errorMessage={isError ? sessionListErrorMessage(kind, error) : null}
            emptyText={texts.empty}
            noMatchText={texts.noMatch}
            endText={texts.end}
            className="max-h-[60vh] lg:max-h-[32rem]"
          />
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
