import type { ReactNode } from 'react';
import { SED_MESSAGES } from '@charla/domain/seds';
import { SectionCard } from '@/components/section-card';

/** Multi-line text, one paragraph per line (the transcript has one line per segment). */
function Lines({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="space-y-2 break-words text-slate-800">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

interface SedTextSectionProps {
  title: string;
  icon: ReactNode;
  /** The text, or null while it is not available (spec: 'Aun no disponible' until the SED is ready). */
  text: string | null;
  /** Shown when the SED is ready but the text is empty. */
  emptyText: string;
}

export function SedTextSection({ title, icon, text, emptyText }: SedTextSectionProps) {
  return (
    <SectionCard title={title} icon={icon}>
      {text === null ? (
        <p className="text-slate-600 italic">{SED_MESSAGES.notReady}</p>
      ) : text.trim() === '' ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <Lines text={text} />
      )}
    </SectionCard>
  );
}
