// The profile's 'Calendario' (docs/decisions/024, 035): a private feed URL of the caller's upcoming
// sessions for any calendar app. The URL is shown once, as it is created or rotated, as selectable text
// with a copy button and how to subscribe; afterwards only that one exists, to be rotated or revoked.
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { CalendarDays, Copy, RefreshCw, Trash2 } from 'lucide-react';
import type { NotificationSettings } from '@charla/domain/notifications';
import { formatLongDateTime } from '@charla/domain/time';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { SkeletonLines } from '@/components/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCreateCalendarFeed, useNotificationSettings, useRevokeCalendarFeed } from '../api/notification-settings';
import { CALENDAR_TEXTS as T } from './notice-texts';

function failWith(failure: Error) {
  toast.error(
    <span>
      <strong className="block font-semibold">{T.error}</strong>
      {failure instanceof ApiError && failure.message !== T.error ? failure.message : null}
    </span>,
  );
}

/** The whole text of a read-only box selected (setSelectionRange: iOS ignores select() on read-only boxes). */
function selectAll(box: HTMLTextAreaElement | null) {
  if (!box) return;
  box.focus();
  box.setSelectionRange(0, box.value.length);
}

/**
 * The new URL, once (issue 48): the whole of it in a read-only box that wraps, so it is seen entire and
 * selected with one tap, 'Copiar enlace' beside it, and how to subscribe. Should copying fail (a phone,
 * a page not served over HTTPS), the box is selected so it can be copied by hand.
 */
function NewFeedUrl({ url }: { url: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(T.copied);
    } catch {
      selectAll(box.current);
      toast.error(T.copyFailed);
    }
  };
  return (
    <div className="space-y-3 rounded-xl border border-teal-200 bg-teal-50 p-4">
      <label htmlFor="calendar-feed-url" className="block text-sm font-medium text-slate-900">
        {T.urlLabel}
      </label>
      <textarea
        ref={box}
        id="calendar-feed-url"
        readOnly
        value={url}
        rows={3}
        spellCheck={false}
        aria-describedby="calendar-feed-help"
        onFocus={(event) => selectAll(event.currentTarget)}
        onClick={(event) => selectAll(event.currentTarget)}
        className="block w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 [field-sizing:content]"
      />
      <Button className="w-full sm:w-auto" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        {T.copy}
      </Button>
      <div id="calendar-feed-help" className="space-y-1 text-sm text-slate-800">
        <p className="font-semibold">{T.showOnce}</p>
        <p>{T.howTo}</p>
        <p>{T.keepPrivate}</p>
      </div>
    </div>
  );
}

function FeedControls({ settings }: { settings: NotificationSettings }) {
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const hasFeed = settings.calendar_feed_created_at !== null || url !== null;
  const isBusy = create.isPending || revoke.isPending;

  const makeFeed = () =>
    create.mutate(undefined, {
      onSuccess: (newUrl) => {
        setUrl(newUrl);
        toast.success(T.created);
      },
      onError: failWith,
    });
  const revokeFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(T.revoked);
      },
      onError: failWith,
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{T.intro}</p>
      {url ? <NewFeedUrl url={url} /> : null}
      {!url && settings.calendar_feed_created_at ? (
        <p className="text-sm text-slate-800">{T.active(formatLongDateTime(settings.calendar_feed_created_at))}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {hasFeed ? (
          <>
            <Button variant="secondary" disabled={isBusy} onClick={() => setAsking('rotate')}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {create.isPending ? T.working : T.rotate}
            </Button>
            <Button variant="secondary" disabled={isBusy} onClick={() => setAsking('revoke')}>
              <Trash2 aria-hidden="true" className="size-4" />
              {revoke.isPending ? T.working : T.revoke}
            </Button>
          </>
        ) : (
          <Button disabled={isBusy} onClick={makeFeed}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {create.isPending ? T.working : T.create}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking === 'revoke' ? T.confirmRevoke : T.confirmRotate}
        description={asking === 'revoke' ? T.revokeWarning : T.rotateWarning}
        confirmLabel={asking === 'revoke' ? T.yesRevoke : T.yesRotate}
        cancelLabel={T.keep}
        isDestructive={asking === 'revoke'}
        onConfirm={() => (asking === 'revoke' ? revokeFeed() : makeFeed())}
      />
    </div>
  );
}

export function CalendarSection() {
  const query = useNotificationSettings();
  return (
    <SectionCard title={T.title} icon={<CalendarDays className="size-5" />}>
      {query.isPending ? <SkeletonLines /> : null}
      {query.isError ? <p className="text-red-700">{T.loadError}</p> : null}
      {query.data ? <FeedControls settings={query.data} /> : null}
    </SectionCard>
  );
}
