// /seds/enviar 'Subir SED'.
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/use-session';
import { SedUploadForm } from './sed-upload-form';
import { SubmissionDaysNote } from './submission-days-note';

export function SedUploadPage() {
  const session = useSession();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Subir SED" description="Comparte el enlace de tu video y graba tu voz hablando sobre él." />
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <SubmissionDaysNote planId={session?.claims.plan_id} />
        <SedUploadForm />
      </div>
    </div>
  );
}
