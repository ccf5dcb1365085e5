// From the admin tutors list to a tutor's form and on to /tutor/horario with 'Editar horario' (issue 11
// journey): the schedule's unpaged GET /tutors must not read the paged list's cache entry (pages of
// another shape), which broke the schedule into 'Algo salió mal al cargar esta sección.'.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tutor } from '@charla/domain/tutors';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';

const tutor: Tutor = {
  id: '01a1fb99-7070-7000-8000-000000000001',
  user_id: '01a1fb99-05e5-7000-8000-000000000001',
  public_name: 'Tutora Uno',
  email: 'tutora1@charla.test',
  timezone: 'America/Costa_Rica',
  languages: ['en'],
  availability: { MONDAY: [{ start_time: 9, end_time: 12 }] },
  blocked_slots: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('/admin/tutors → /tutor/horario', () => {
  it("opens the tutor's schedule after the admin tutors list was shown", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/tutors?page_number=1&page_size=10': json({
        success: true,
        data: { data: [tutor], page_number: 1, page_size: 10 },
      }),
      'GET /api/tutors': json({ success: true, data: { data: [tutor], page_number: null, page_size: 1000 } }),
      [`GET /api/tutors/${tutor.id}`]: json({ success: true, data: tutor }),
      [`GET /api/users/${tutor.user_id}`]: json({
        success: true,
        data: { id: tutor.user_id, name: 'Persona Uno', email: 'tutora1@charla.test' },
      }),
    });
    renderApp('/admin/tutors', { token: tokens.admin() });

    await user.click(await screen.findByRole('link', { name: 'Tutora Uno' }));
    await user.click(await screen.findByRole('link', { name: 'Editar horario' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Horario' })).toBeInTheDocument();
    const grid = await screen.findByRole('group', { name: 'Horario semanal' });
    expect(within(grid).getByRole('list', { name: 'Lunes' })).toHaveTextContent('9:00 a.m. – 12:00 p.m.');
    expect(screen.queryByText('Algo salió mal al cargar esta sección.')).not.toBeInTheDocument();
  });
});
