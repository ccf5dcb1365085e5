// The profile's 'Avisos' (docs/decisions/024): in-app notices are always on; per kind, whether they
// also come by email. Saved as the kinds turned off (PUT /notification_settings {email_off}); when the
// server has no SMTP the boxes are disabled and the section says so. Only the kinds that can reach the
// person are offered (issue 48); the choices kept for the others are sent back as they were.
import toast from 'react-hot-toast';
import { Bell } from 'lucide-react';
import { z } from 'zod';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationKindsFor,
  type NotificationKind,
  type NotificationSettings,
} from '@charla/domain/notifications';
import { Button } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { Form, FormFooter } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { SectionCard } from '@/components/section-card';
import { SkeletonLines } from '@/components/skeleton';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { useNotificationSettings, useSaveEmailOff } from '../api/notification-settings';
import { NOTICE_TEXTS as T } from './notice-texts';

/** The boxes are the kinds wanted by email; the server keeps the others (email_off). */
const EmailChoices = z.object({ email_on: z.array(z.enum(NOTIFICATION_KINDS)) });

function EmailForm({ settings, kinds }: { settings: NotificationSettings; kinds: NotificationKind[] }) {
  const wanted = (emailOff: readonly NotificationKind[]) => kinds.filter((kind) => !emailOff.includes(kind));
  const form = useZodForm(EmailChoices, { defaultValues: { email_on: wanted(settings.email_off) } });
  const save = useSaveEmailOff();
  const isDisabled = !settings.email_available;
  const options = kinds.map((kind) => ({ value: kind, label: NOTIFICATION_KIND_LABELS[kind] }));

  const onSubmit = ({ email_on }: z.output<typeof EmailChoices>) =>
    save.mutate(
      NOTIFICATION_KINDS.filter((kind) =>
        kinds.includes(kind) ? !email_on.includes(kind) : settings.email_off.includes(kind),
      ),
      {
        onSuccess: (saved) => {
          form.reset({ email_on: wanted(saved.email_off) });
          toast.success(T.saved);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) return;
          const hasServerWords =
            failure instanceof ApiError && failure.message && failure.message !== REQUEST_FAILED_MESSAGE;
          applyServerErrors(form, hasServerWords ? failure : new Error(T.saveError), {
            // The server names its own field (email_off, or one of its items): the message goes on the group.
            mapPath: (path) => path.replace(/^email_off(\.\d+)?$/, 'email_on'),
          });
        },
      },
    );

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      {isDisabled ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{T.noEmail}</p> : null}
      <CheckboxGroupField
        name="email_on"
        label={T.emailGroup}
        options={options}
        layout="column"
        disabled={isDisabled}
      />
      <FormFooter>
        <Button type="submit" disabled={isDisabled || save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </FormFooter>
    </Form>
  );
}

export function NoticesSection() {
  const session = useSession();
  const kinds = session ? notificationKindsFor(session.claims) : [];
  const query = useNotificationSettings();
  if (kinds.length === 0) return null;
  return (
    <SectionCard title={T.title} icon={<Bell className="size-5" />}>
      <p className="mb-4 text-sm text-slate-700">{T.intro}</p>
      {query.isPending ? <SkeletonLines /> : null}
      {query.isError ? <p className="text-red-700">{T.loadError}</p> : null}
      {query.data ? <EmailForm settings={query.data} kinds={kinds} /> : null}
    </SectionCard>
  );
}
