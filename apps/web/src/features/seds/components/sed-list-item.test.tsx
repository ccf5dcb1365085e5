// Issue 8: an admin's (or tutor's) SED list names the student of each row; the owner's does not.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { USER_ID, tokens } from '@/test/tokens';
import { listPage, makeSed } from '../test/sed-fixtures';

const LUCIA_ID = '01a1fb99-0000-7000-8000-00000000eeee';
const DIEGO_ID = '01a1fb99-0000-7000-8000-00000000dddd';
// Every test token's user is USER_ID: `firstOwner` is the caller or someone else.
const routes = (firstOwner: string) => ({
  'GET /api/seds?page_number=1&page_size=10': json(
    listPage(
      [
        makeSed(1, { user_id: firstOwner, user_name: 'Lucía Hernández' }),
        makeSed(2, { user_id: DIEGO_ID, user_name: 'Diego Ramírez' }),
      ],
      1,
    ),
  ),
  'GET /api/seds?page_number=2&page_size=10': json(listPage([], 2)),
});

const rows = async () => {
  await screen.findByText('No hay más SEDs para cargar');
  return within(screen.getByRole('list', { name: 'SEDs enviados' })).getAllByRole('link');
};

describe('SED list rows', () => {
  it("name each row's student to an admin", async () => {
    stubApi(routes(LUCIA_ID));
    renderApp('/seds', { token: tokens.admin() });
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Lucía Hernández');
    expect(second).toHaveTextContent('Diego Ramírez');
  });

  it("do not repeat the owner's own name to the owner", async () => {
    stubApi(routes(USER_ID));
    renderApp('/seds', { token: tokens.student() });
    const [own, other] = await rows();
    expect(own).not.toHaveTextContent('Lucía Hernández');
    expect(own).toHaveTextContent('11 palabras');
    // Not the caller's: named, whoever sees it.
    expect(other).toHaveTextContent('Diego Ramírez');
  });
});
