// /seds/{id} 'Detalles del SED' (spec part 1 §2, §4): video link, date, the recording, 'Tus palabras
// fueron' and 'Tu video dice' ('Aun no disponible' until ready); polls while processing.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  AudioLines,
  Captions,
  CircleAlert,
  ExternalLink,
  FileText,
  LoaderCircle,
  MessageSquareText,
  RotateCw,
} from 'lucide-react';
import { SED_MESSAGES } from '@charla/domain/seds';
import { formatLongDateTime } from '@charla/domain/time';
import { Button, buttonClass } from '@/components/button';
import { DetailsList } from '@/components/details-list';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useSed } from '../api/get-sed';
import { queryKeys } from '@/lib/query-keys';
import { isSedProcessing, type Sed } from '../api/sed';
import { SedAudioPlayer } from './sed-audio-player';
import { SedTextSection } from './sed-text-section';

export const PROCESSING_MESSAGE = 'Procesando tu audio…';
export const FAILED_MESSAGE = 'No pudimos procesar tu audio, así que este SED no tiene transcripción ni análisis.';
const NO_WORDS = 'No se reconocieron palabras en el audio.';

function ProcessingState({ sed }: { sed: Sed }) {
  if (isSedProcessing(sed.status)) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
      >
        <LoaderCircle
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 animate-spin text-amber-700 motion-reduce:animate-none"
        />
        <div>
          <p className="font-semibold">{PROCESSING_MESSAGE}</p>
          <p className="text-sm">La transcripción y el análisis aparecerán aquí en cuanto estén listos.</p>
        </div>
      </div>
    );
  }
  if (sed.status === 'fallido') {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold">Falló el procesamiento</p>
          <p className="text-sm">{FAILED_MESSAGE} Puedes enviar un SED nuevo con otra grabación.</p>
        </div>
      </div>
    );
  }
  return null;
}

function SedDetail({ sed }: { sed: Sed }) {
  const isReady = sed.status === 'listo';
  return (
    <div className="space-y-6">
      <ProcessingState sed={sed} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SectionCard title="Tu envío" icon={<FileText className="size-5" />}>
          <DetailsList
            items={[
              { label: 'Fecha de envío', value: formatLongDateTime(sed.created_at) },
              {
                label: 'Video',
                value: (
                  <a
                    href={sed.video_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 font-medium break-all text-teal-800 underline underline-offset-2 hover:text-teal-900"
                  >
                    <span className="min-w-0">{sed.video_url}</span>
                    <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only"> (se abre en una pestaña nueva)</span>
                  </a>
                ),
              },
              ...(isReady && sed.total_words !== null ? [{ label: 'Palabras', value: sed.total_words }] : []),
            ]}
          />
        </SectionCard>
        <SectionCard title="Tu grabación" icon={<AudioLines className="size-5" />}>
          <SedAudioPlayer sed={sed} />
        </SectionCard>
        <SedTextSection
          title="Tus palabras fueron"
          icon={<MessageSquareText className="size-5" />}
          text={isReady ? (sed.feedback ?? null) : null}
          emptyText={NO_WORDS}
        />
        <SedTextSection
          title="Tu video dice"
          icon={<Captions className="size-5" />}
          text={isReady ? (sed.transcription ?? null) : null}
          emptyText={NO_WORDS}
        />
      </div>
    </div>
  );
}

export function SedDetailPage() {
  const { id = '' } = useParams();
  const query = useSed(id);
  const queryClient = useQueryClient();
  const status = query.data?.status;
  // Once processing ends, the list's row (word count, badge) is out of date.
  useEffect(() => {
    if (status === 'listo' || status === 'fallido')
      void queryClient.invalidateQueries({ queryKey: queryKeys.seds.lists() });
  }, [status, queryClient]);

  return (
    <>
      <Link to={paths.seds.list} className={buttonClass('ghost', 'mb-4 -ml-2 px-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver
      </Link>
      <PageHeader title="Detalles del SED" />
      {query.data ? (
        <SedDetail sed={query.data} />
      ) : query.isPending ? (
        <SkeletonLines lines={5} />
      ) : (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold">{SED_MESSAGES.detailError}</p>
            {query.error.message ? <p className="text-sm">{query.error.message}</p> : null}
          </div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Reintentar
          </Button>
        </div>
      )}
    </>
  );
}
