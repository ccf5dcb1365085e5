// /admin/users (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of 10
// loaded near the bottom (in place of the spec's previous/next buttons, which do nothing), a name or
// email search asked of the server (so it finds every user, not only the loaded rows), 'Nuevo usuario',
// a row opens its edit screen, and delete after the app's own confirmation dialog (409 for the last
// administrator: the server's reason shows under 'Error al eliminar el usuario').
import type { Plan } from '@charla/domain/plans';
import { roleLabel, type Role } from '@charla/domain/roles';
import type { User } from '@charla/domain/users';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { byId, useResourceLookup } from '@/components/resource-list/use-resource-lookup';
import { paths } from '@/lib/paths';
import { USER_LIST_TEXTS as T } from './texts';

/** A name from a lookup: '…' while it loads, a plain 'not available' if it failed or lacks the id. */
function nameFrom<R extends { id: string }>(
  lookup: { data?: R[] | undefined; isPending: boolean },
  id: string,
  name: (row: R) => string,
  unknown: string,
) {
  const row = byId(lookup.data).get(id);
  if (row) return name(row);
  return lookup.isPending ? T.loadingName : unknown;
}

export function UserListPage() {
  const roles = useResourceLookup<Role>('roles');
  const plans = useResourceLookup<Plan>('plans');

  const details = (user: User) => (
    <span className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
      <span className="break-all">{user.email}</span>
      <span>
        <span className="text-slate-600">{T.role}: </span>
        {nameFrom(roles, user.role_id, roleLabel, T.unknownRole)}
      </span>
      <span>
        <span className="text-slate-600">{T.plan}: </span>
        {user.plan_id ? nameFrom(plans, user.plan_id, (plan) => plan.name, T.unknownPlan) : T.noPlan}
      </span>
    </span>
  );

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<User>
        resource="users"
        label={T.listLabel}
        rowName={(user) => user.name}
        editPath={(user) => paths.admin.users.edit(user.id)}
        renderDetails={details}
        create={{ to: paths.admin.users.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="dialog"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (user) => T.confirmDelete(user.name),
        }}
      />
    </>
  );
}
