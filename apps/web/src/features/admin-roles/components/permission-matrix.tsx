// The permission matrix (spec part 2 §6): the eleven resources × create/read/patch/delete as a grid
// of checkboxes, each named '<recurso>: <acción>'. The resource's name is a toggle button (its
// aria-pressed is true, false or mixed) that turns its four actions on, or off when all four are on.
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { ACTIONS, RESOURCES, type Action, type Resource } from '@charla/domain/access';
import { ACTION_LABELS, RESOURCE_LABELS } from '@charla/domain/access-labels';
import { FieldError } from '@/components/form/field-error';
import { fieldIdOf, useFormId } from '@/components/form/form';
import { compactPermissions, permissionLabel, type PermissionMap } from './role-form-values';
import { ROLE_FORM_TEXTS as T } from './texts';

type Pressed = boolean | 'mixed';

function pressedOf(actions: readonly Action[]): Pressed {
  if (actions.length === 0) return false;
  return ACTIONS.every((action) => actions.includes(action)) ? true : 'mixed';
}

/** The messages on one resource (its list, or one of its entries), e.g. a server's 'Acción no válida'. */
function messageOf(errors: unknown, resource: Resource): string | undefined {
  const entry = get(errors, `permissions.${resource}`) as Record<string, { message?: string }> | undefined;
  if (!entry) return undefined;
  if (typeof entry.message === 'string') return entry.message;
  const messages = Object.values(entry)
    .map((item) => item?.message)
    .filter((message): message is string => typeof message === 'string');
  return messages.length > 0 ? [...new Set(messages)].join('; ') : undefined;
}

export function PermissionMatrix() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: 'permissions' });
  const { field } = useController({ control, name: 'permissions' });
  const formId = useFormId();
  const permissions = (field.value ?? {}) as PermissionMap;
  const hintId = `${fieldIdOf(formId, 'permissions')}-hint`;
  const listError = (get(errors, 'permissions') as { message?: string } | undefined)?.message;
  const listErrorId = `${fieldIdOf(formId, 'permissions')}-error`;

  const actionsOf = (resource: Resource): Action[] => permissions[resource] ?? [];
  const set = (resource: Resource, actions: Action[]) =>
    field.onChange(compactPermissions({ ...permissions, [resource]: actions }));
  const toggleAction = (resource: Resource, action: Action, isOn: boolean) => {
    const current = actionsOf(resource).filter((entry) => entry !== action);
    set(resource, isOn ? [...current, action] : current);
  };
  const toggleResource = (resource: Resource) =>
    set(resource, pressedOf(actionsOf(resource)) === true ? [] : [...ACTIONS]);

  return (
    <fieldset
      aria-describedby={[hintId, listError ? listErrorId : null].filter(Boolean).join(' ')}
      // min-w-0: a fieldset is at least as wide as its content, which would widen the page instead of
      // letting the table scroll in its own box on a phone.
      className="min-w-0 space-y-3"
    >
      <legend className="text-sm font-semibold text-slate-900">{T.permissions}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {T.permissionsHint}
      </p>
      {/* Scrolls sideways in its own box on a narrow phone, never the page. */}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[30rem] border-collapse text-sm">
          <caption className="sr-only">{T.permissionsTable}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {T.resource}
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="px-2 py-2 text-center font-semibold">
                  {ACTION_LABELS[action]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RESOURCES.map((resource) => {
              const actions = actionsOf(resource);
              const id = fieldIdOf(formId, `permissions.${resource}`);
              const message = messageOf(errors, resource);
              return (
                <tr key={resource} className="border-t border-slate-200">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    <button
                      type="button"
                      id={id}
                      aria-pressed={pressedOf(actions)}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${id}-error` : undefined}
                      onClick={() => toggleResource(resource)}
                      className="min-h-11 rounded-md px-2 py-1 text-left font-medium text-slate-900 underline-offset-2 hover:bg-slate-100 hover:underline"
                    >
                      {RESOURCE_LABELS[resource]}
                    </button>
                    <span className="block px-2 text-xs text-slate-600">{resource}</span>
                    <FieldError id={`${id}-error`} error={message} />
                  </th>
                  {ACTIONS.map((action) => {
                    // The server names an action by its place in the list sent (in ACTIONS order).
                    const sentAt = ACTIONS.filter((entry) => actions.includes(entry)).indexOf(action);
                    return (
                      <td key={action} className="px-2 py-1 text-center">
                        {/* The whole 44 px cell takes the tap. */}
                        <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                          <input
                            type="checkbox"
                            id={sentAt >= 0 ? `${id}-${sentAt}` : undefined}
                            aria-label={permissionLabel(resource, action)}
                            aria-describedby={message ? `${id}-error` : undefined}
                            checked={actions.includes(action)}
                            onChange={(event) => toggleAction(resource, action, event.target.checked)}
                            onBlur={field.onBlur}
                            className="size-5 rounded border-slate-400 accent-teal-700"
                          />
                        </label>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FieldError id={listErrorId} error={listError} />
    </fieldset>
  );
}
