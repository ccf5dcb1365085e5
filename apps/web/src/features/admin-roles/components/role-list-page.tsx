// /admin/roles (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of 10
// loaded near the bottom, a name search asked of the server, 'Nuevo rol', a row opens its edit screen
// and shows the description, the linked view's name and how many resources it has permissions on;
// delete after the browser's confirm (a system role or one in use is the server's 409, said in words).
import type { Role, UserView } from '@charla/domain/roles';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { byId, useResourceLookup } from '@/components/resource-list/use-resource-lookup';
import { grantedResourceCount } from './role-form-values';
import { ROLE_LIST_TEXTS as T } from './texts';

function RoleDetails({ role, views }: { role: Role; views: ReadonlyMap<string, UserView> | undefined }) {
  const viewName = role.user_view_id ? views?.get(role.user_view_id)?.name : undefined;
  return (
    <>
      <span className="block">{role.description?.trim() || T.noDescription}</span>
      <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
        <span>{role.user_view_id ? (viewName ? T.view(viewName) : T.unknownView) : T.noView}</span>
        <span>{T.resourceCount(grantedResourceCount(role.permissions))}</span>
      </span>
    </>
  );
}

export function RoleListPage() {
  // Spec part 2 §7: GET /user_views unpaged, for the views' names.
  const views = useResourceLookup<UserView>('user_views');
  const viewsById = views.data ? byId(views.data) : undefined;
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<Role>
        resource="roles"
        label={T.listLabel}
        rowName={(role) => role.name}
        editPath={(role) => paths.admin.roles.edit(role.id)}
        renderDetails={(role) => <RoleDetails role={role} views={viewsById} />}
        create={{ to: paths.admin.roles.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="browser"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (role) => T.confirmDelete(role.name),
        }}
      />
    </>
  );
}
