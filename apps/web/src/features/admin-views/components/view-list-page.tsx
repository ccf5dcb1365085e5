// /admin/views (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of 10
// loaded near the bottom, a name search asked of the server, 'Nueva vista', a row opens its edit screen
// and shows the description and the collections the view allows; delete after the browser's confirm
// (a view a role uses is the server's 409, said in words).
import type { UserView } from '@charla/domain/roles';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { VIEW_LIST_TEXTS as T } from './texts';
import { allowedCollectionLabels } from './view-form-values';

function ViewDetails({ view }: { view: UserView }) {
  return (
    <>
      <span className="block">{view.description?.trim() || T.noDescription}</span>
      <span className="mt-1 block text-slate-600">{T.collections(allowedCollectionLabels(view.views))}</span>
    </>
  );
}

export function ViewListPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<UserView>
        resource="user_views"
        label={T.listLabel}
        rowName={(view) => view.name}
        editPath={(view) => paths.admin.views.edit(view.id)}
        renderDetails={(view) => <ViewDetails view={view} />}
        create={{ to: paths.admin.views.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="browser"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (view) => T.confirmDelete(view.name),
        }}
      />
    </>
  );
}
