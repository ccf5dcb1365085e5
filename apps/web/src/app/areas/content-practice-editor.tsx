// The content practice editor with its 'Probar' (spec part 2 §2 practice form): the draft is played by
// the learner's own PracticePlayer, without stats, so the author sees exactly what the student will.
// The two features never import each other (STYLE), so the app joins them here; the player comes from
// the practices area's chunk, fetched the first time an author tries a practice.
import { PracticeFormPage } from '@/features/content-practices/components/practice-form-page';
import type { DraftPractice } from '@/features/content-practices/components/practice-form-values';
import { AreaBoundary } from '../area-outlet';
import { practicesArea } from './index';

const PracticePlayer = practicesArea.page('PracticePlayer');

function DraftPlayer({ practice, onExit }: { practice: DraftPractice; onExit: () => void }) {
  return (
    <AreaBoundary>
      <PracticePlayer practice={practice} onExit={onExit} sendStats={false} headingLevel={2} />
    </AreaBoundary>
  );
}

export function PracticeEditorPage() {
  return <PracticeFormPage Player={DraftPlayer} />;
}
