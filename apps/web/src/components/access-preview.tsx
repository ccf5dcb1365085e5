// "Ver como…" (issue 11): pick a user and see, as the server computes it with the rules that guard every
// request (POST /api/access_preview), what each collection lets them do, how many rows a list reaches
// and the first few — "Antes" with their saved role and view, "Después" with the unsaved draft of the
// role or view being edited. Read-only: nothing is saved until the form is.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COLLECTION_LABELS, OPERATION_LABELS } from '@charla/domain/access-labels';
import type { AccessPreview, CollectionPreview, Permissions, PreviewRow, Views } from '@charla/domain/access';
import type { ItemResponse } from '@charla/domain/http';
import { formatDateTime } from '@charla/domain/time';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useDebouncedValue } from './resource-list/use-debounced-value';
import { UserPicker, type PickedUser } from './user-picker';

/** The unsaved role or view, as the role and view forms hand it over. */
export type AccessDraft =
  { kind: 'role'; permissions: Permissions; user_view_id: string | null } | { kind: 'view'; views: Views };

export const ACCESS_PREVIEW_TEXTS = {
  title: 'Ver como…',
  description:
    'Elige un usuario para ver, calculado por el servidor con las mismas reglas que protegen cada petición, qué puede hacer en cada colección y cuántos registros alcanza: antes (lo guardado) y después (este borrador sin guardar).',
  user: 'Usuario',
  userHint: 'La vista previa no guarda nada.',
  caption: (name: string) => `Acceso de ${name}`,
  collection: 'Colección',
  before: 'Antes',
  after: 'Después',
  noAccess: 'Sin acceso',
  noList: 'No puede listar',
  rows: (count: number) => (count === 1 ? '1 registro' : `${count} registros`),
  allRows: (count: number) => (count === 1 ? 'Todos los registros (1)' : `Todos los registros (${count})`),
  more: (count: number) => `y ${count} más`,
  changed: 'Cambia',
  loading: 'Calculando acceso...',
  loadError: 'Error al calcular el acceso',
  invalidDraft: 'El borrador aún no es válido:',
} as const;
const T = ACCESS_PREVIEW_TEXTS;

const DRAFT_DEBOUNCE_MS = 400;

function draftBody(draft: AccessDraft, savedId: string | undefined) {
  if (draft.kind === 'role') return { role: { permissions: draft.permissions, user_view_id: draft.user_view_id } };
  return { view: { ...(savedId ? { id: savedId } : {}), views: draft.views } };
}

async function fetchPreview(body: object, signal: AbortSignal): Promise<AccessPreview> {
  const response = await apiRequest<ItemResponse<AccessPreview>>('/access_preview', {
    method: 'POST',
    body,
    signal,
    connectionErrorMessage: 'Error de conexión',
  });
  return response.data;
}

function usePreview(userId: string, draft: string | null) {
  return useQuery({
    queryKey: ['access_preview', userId, draft],
    queryFn: ({ signal }) => fetchPreview({ user_id: userId, ...(draft ? JSON.parse(draft) : {}) }, signal),
    placeholderData: keepPreviousData,
  });
}

/** A row in people's words, with its moment in the display zone when it is named by one (issue 48). */
function rowName(row: PreviewRow): string {
  const label = row.label || row.id;
  return row.at ? `${label} · ${formatDateTime(row.at)}` : label;
}

function Cell({ preview }: { preview: CollectionPreview | undefined }) {
  if (!preview) return <span className="text-slate-500">…</span>;
  if (!preview.allowed) return <span className="font-medium text-slate-700">{T.noAccess}</span>;
  const shown = preview.rows.map(rowName);
  const rest = preview.count === null ? 0 : preview.count - shown.length;
  return (
    <div className="space-y-1">
      <p className="text-slate-900">{preview.operations.map((operation) => OPERATION_LABELS[operation]).join(', ')}</p>
      <p className="font-medium text-slate-900">
        {preview.count === null ? T.noList : preview.filtered ? T.rows(preview.count) : T.allRows(preview.count)}
      </p>
      {shown.length > 0 ? (
        <ul className="list-inside list-disc text-slate-600">
          {shown.map((label, index) => (
            <li key={preview.rows[index]!.id} className="[overflow-wrap:anywhere]">
              {label}
            </li>
          ))}
          {rest > 0 ? <li className="list-none text-slate-500">{T.more(rest)}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

const same = (a: CollectionPreview | undefined, b: CollectionPreview | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const issues = error.issues.map((issue) => issue.msg).join('; ');
    return `${T.invalidDraft} ${issues || error.message}`;
  }
  return error instanceof ApiError && error.status === 0 ? error.message : T.loadError;
}

function PreviewTable({ user, draft }: { user: PickedUser; draft: string | null }) {
  const before = usePreview(user.id, null);
  const after = usePreview(user.id, draft);
  const withAfter = draft !== null;
  if (before.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {T.loading}
      </p>
    );
  }
  if (before.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {failureOf(before.error)}
      </p>
    );
  }
  const afterOf = (collection: string) => after.data?.collections.find((c) => c.collection === collection);
  return (
    <div className="space-y-2">
      {withAfter && after.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureOf(after.error)}
        </p>
      ) : null}
      <div
        role="region"
        aria-label={T.caption(user.name)}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="min-w-[36rem] w-full text-left text-sm">
          <caption className="sr-only">{T.caption(user.name)}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {T.collection}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.before}
              </th>
              {withAfter ? (
                <th scope="col" className="px-3 py-2">
                  {T.after}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {before.data.collections.map((saved) => {
              const next = withAfter && !after.isError ? afterOf(saved.collection) : undefined;
              const changed = withAfter && next !== undefined && !same(saved, next);
              return (
                <tr key={saved.collection} className={changed ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="px-3 py-2 align-top font-semibold text-slate-900">
                    {COLLECTION_LABELS[saved.collection]}
                    {changed ? (
                      <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                        {T.changed}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2 align-top">
                    <Cell preview={saved} />
                  </td>
                  {withAfter ? (
                    <td className="px-3 py-2 align-top">
                      {after.isError ? <span className="text-slate-500">—</span> : <Cell preview={next} />}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface AccessPreviewPanelProps {
  /** The unsaved role or view; without it only "Antes" is shown. */
  draft?: AccessDraft | undefined;
  /** The saved view's id, when editing one. */
  savedId?: string | undefined;
}

export function AccessPreviewPanel({ draft, savedId }: AccessPreviewPanelProps) {
  const [user, setUser] = useState<PickedUser | null>(null);
  const body = draft ? JSON.stringify(draftBody(draft, savedId)) : null;
  const settled = useDebouncedValue(body, DRAFT_DEBOUNCE_MS);
  return (
    <section
      aria-labelledby="access-preview-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="access-preview-title" className="text-lg font-semibold text-slate-900">
          {T.title}
        </h2>
        <p className="text-sm text-slate-600">{T.description}</p>
      </div>
      <UserPicker label={T.user} hint={T.userHint} value={user} onChange={setUser} />
      {user ? <PreviewTable user={user} draft={settled} /> : null}
    </section>
  );
}
