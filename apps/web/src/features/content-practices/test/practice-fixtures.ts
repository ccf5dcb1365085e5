// Practices as GET /api/practices and /api/practices/{id} answer them (DESIGN §4), one of each type,
// and the helpers the content practice screens' tests share.
import { screen } from '@testing-library/react';
import type { Practice } from '@charla/domain/practices';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';

export const practiceId = (n: number) => `01a1fb99-9ac7-7000-8000-${String(n).padStart(12, '0')}`;

export function makePractice(n: number, overrides: Partial<Practice> = {}): Practice {
  return {
    id: practiceId(n),
    title: `Pasado simple ${n}`,
    instructions: `Completa cada oración ${n}.`,
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [
        { hint: 'go', sentence: 'Yesterday I <blank> home.', answer: 'went' },
        { hint: 'eat', sentence: 'She <blank> an apple.', answer: 'ate' },
      ],
    },
    language: 'en',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const range = <T>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

export const page = <T>(rows: T[], n = 1) => ({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
export const item = <T>(row: T) => ({ success: true, data: row });
export const invalid = (...issues: [(string | number)[], string][]) =>
  json({ success: false, detail: issues.map(([loc, msg]) => ({ loc, msg, type: 'value_error' })) }, 422);

export const practicesUrl = (n: number, q?: string) =>
  `GET /api/practices?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;

export const location = () => screen.getByTestId('location').textContent;
export const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });
export const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');

const LIST_ROUTES: Routes = { [practicesUrl(1)]: json(page([])) };

export function openCreate(routes: Routes = {}, token = tokens.content()) {
  const api = stubApi({ ...LIST_ROUTES, ...routes });
  renderApp('/content/practices/create', { token });
  return api;
}

export async function openEdit(practice: Practice, routes: Routes = {}) {
  const api = stubApi({
    ...LIST_ROUTES,
    [`GET /api/practices/${practice.id}`]: json(item(practice)),
    ...routes,
  });
  renderApp(`/content/practices/${practice.id}/edit`, { token: tokens.content() });
  await screen.findByRole('textbox', { name: 'Título' });
  return api;
}
