// /content/practices (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of
// 10 loaded near the bottom, a title search asked of the server, 'Nueva práctica', a row opens its edit
// screen, and delete after the browser's confirm (409 when a lesson links the practice: the server's
// reason, naming the lessons, shows under 'Error al eliminar la práctica').
import { exerciseCount, PracticeProps, type Practice } from '@charla/domain/practices';
import { PageHeader } from '@/components/page-header';
import { PracticeTypeLabel } from '@/components/practice-type-label';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { PRACTICE_LIST_TEXTS as T } from './texts';

function PracticeDetails({ practice }: { practice: Practice }) {
  const parsed = PracticeProps.safeParse(practice.props);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <PracticeTypeLabel type={practice.props.practice_type} />
      {parsed.success ? <span>{T.exercises(exerciseCount(parsed.data))}</span> : null}
    </span>
  );
}

export function PracticeListPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<Practice>
        resource="practices"
        label={T.listLabel}
        rowName={(practice) => practice.title}
        editPath={(practice) => paths.content.practices.edit(practice.id)}
        renderDetails={(practice) => <PracticeDetails practice={practice} />}
        create={{ to: paths.content.practices.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="browser"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (practice) => T.confirmDelete(practice.title),
        }}
      />
    </>
  );
}
