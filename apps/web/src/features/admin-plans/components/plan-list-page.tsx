// /admin/plans (spec part 2 §2 "List behaviour common to admin and content lists", §8): pages of 10
// loaded near the bottom, a name search asked of the server, 'Nuevo plan', a row opens its edit screen,
// and delete after the browser's confirm (409 when users have the plan: the server's reason shows
// under 'Error al eliminar el plan').
import { languageLabel, type Plan } from '@charla/domain/plans';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { PLAN_LIST_TEXTS as T } from './texts';

function PlanDetails({ plan }: { plan: Plan }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{languageLabel(plan.language)}</span>
      <span>
        {T.quotas(plan.maximum_reading_sessions, plan.maximum_speaking_sessions, plan.maximum_total_sessions)}
      </span>
      {plan.is_default ? (
        <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">{T.isDefault}</span>
      ) : null}
    </span>
  );
}

export function PlanListPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<Plan>
        resource="plans"
        label={T.listLabel}
        rowName={(plan) => plan.name}
        editPath={(plan) => paths.admin.plans.edit(plan.id)}
        renderDetails={(plan) => <PlanDetails plan={plan} />}
        create={{ to: paths.admin.plans.create, label: T.create }}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
        confirm="browser"
        texts={{
          loadError: T.loadError,
          deleteError: T.deleteError,
          deleted: T.deleted,
          empty: T.empty,
          noMatch: T.noMatch,
          end: T.end,
          confirmDelete: (plan) => T.confirmDelete(plan.name),
        }}
      />
    </>
  );
}
