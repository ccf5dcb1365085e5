// The role's linked user view (spec part 2 §3 Role.user_view_id, §6 "A role may link one user view"):
// a select of every view (GET /user_views unpaged) or none. While the views load, or if they fail, a
// saved choice stays selected under a neutral name, so saving never drops it silently.
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import type { UserView } from '@charla/domain/roles';
import { useResourceLookup } from '@/components/resource-list/use-resource-lookup';
import { ROLE_FORM_TEXTS as T } from './texts';

export function UserViewField() {
  const views = useResourceLookup<UserView>('user_views');
  const chosen = useWatch({ name: 'user_view_id' }) as string | undefined;
  const options: SelectOption[] = (views.data ?? []).map((view) => ({
    value: view.id,
    label: view.description ? `${view.name} — ${view.description}` : view.name,
  }));
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: views.isPending ? T.viewsLoading : T.unknownView });
  }
  return (
    <div className="space-y-2">
      <SelectField
        name="user_view_id"
        label={T.userView}
        hint={T.userViewHint}
        options={options}
        placeholder={T.noView}
      />
      {views.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <span>{T.viewsLoadError}</span>
          <Button variant="secondary" className="min-h-9" onClick={() => void views.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
