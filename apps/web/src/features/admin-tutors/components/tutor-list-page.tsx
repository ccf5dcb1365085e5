// /admin/tutors (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of 10
// loaded near the bottom, a public-name search asked of the server, 'Nuevo tutor', a row (public name,
// the user's email, time zone, languages) opens its edit screen, delete after the browser's confirm.
import { timeZoneName } from '@charla/domain/time';
import { languagesLabel, type Tutor } from '@charla/domain/tutors';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { TUTOR_LIST_TEXTS as T } from './texts';

export function TutorListPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<Tutor>
        resource="tutors"
        label={T.listLabel}
        rowName={(tutor) => tutor.public_name}
        editPath={(tutor) => paths.admin.tutors.edit(tutor.id)}
        renderDetails={(tutor) => (
          <span className="[overflow-wrap:anywhere]">
            {tutor.email ?? T.noEmail} · {timeZoneName(tutor.timezone)} ({tutor.timezone}) ·{' '}
            {languagesLabel(tutor.languages) || T.noLanguages}
          </span>
        )}
        create={{ to: paths.admin.tutors.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="browser"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (tutor) => T.confirmDelete(tutor.public_name),
        }}
      />
    </>
  );
}
