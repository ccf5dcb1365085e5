// The unpaged lookup against a stubbed network: its own cache entry beside the paged list of the same
// resource, refreshed with the resource's lists.
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { makeToken } from '@/test/tokens';
import { setToken } from '@/lib/session';
import { queryKeys } from '@/lib/query-keys';
import { byId, resourceLookupPath, useResourceLookup } from './use-resource-lookup';
import { useResourceList } from './use-resource-list';

const role = (n: number) => ({ id: `r${n}`, name: `rol_${n}` });
const list = (rows: unknown[], pageNumber: number | null = null) =>
  json({ success: true, data: { data: rows, page_number: pageNumber, page_size: rows.length } });

function setup() {
  setToken(makeToken());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useResourceLookup', () => {
  it('builds the unpaged path with its params only', () => {
    expect(resourceLookupPath('roles')).toBe('/roles');
    expect(resourceLookupPath('lessons', { sort_by: 'title', q: '' })).toBe('/lessons?sort_by=title');
  });

  it('asks once without page_number, beside the paged list of the same resource', async () => {
    const { calls } = stubApi({
      'GET /api/roles': list([role(1), role(2)]),
      'GET /api/roles?page_number=1&page_size=10': list([role(3)], 1),
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ lookup: useResourceLookup<{ id: string }>('roles'), paged: useResourceList<{ id: string }>('roles') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lookup.data).toEqual([role(1), role(2)]));
    await waitFor(() => expect(result.current.paged.data?.pages).toEqual([[role(3)]]));
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/roles', '/api/roles?page_number=1&page_size=10']);
    expect(byId(result.current.lookup.data).get('r2')).toEqual(role(2));
  });

  it('is asked for again when the resource is refreshed', async () => {
    let rows = [role(1)];
    stubApi({ 'GET /api/roles': () => list(rows) });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useResourceLookup<{ id: string }>('roles'), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    rows = [role(1), role(2)];
    await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
  });

  it("fails with 'Error de conexión' when the network does", async () => {
    stubApi({ 'GET /api/roles': 'network-error' });
    const { wrapper } = setup();
    const { result } = renderHook(() => useResourceLookup('roles'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Error de conexión');
  });
});
