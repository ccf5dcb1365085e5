// Issue 48 "each role sees only what concerns it" on the profile: the plan is a learner's (others see it
// only when they have one), 'Avisos' offers only the notices that can reach the person, and the
// calendar of sessions is for those who have sessions.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { PLAN_ID, TUTOR_ID, USER_ID, tokens } from '@/test/tokens';

const NAME = 'Persona de prueba';
const settings = { email_off: [], email_available: true, calendar_feed_created_at: null };
const plan = {
  id: PLAN_ID,
  name: 'Básico',
  language: 'en',
  sed_submission_days: ['MONDAY'],
  maximum_reading_sessions: 2,
  maximum_speaking_sessions: 4,
  maximum_total_sessions: 6,
};

async function openProfile(token: string, fields: { role_id: string; plan_id: string | null; tutor_id?: string }) {
  stubApi({
    [`GET /api/users/${USER_ID}`]: json({
      success: true,
      data: { id: USER_ID, name: NAME, email: 'p@charla.test', tutor_id: null, ...fields },
    }),
    [`GET /api/plans/${PLAN_ID}`]: json({ success: true, data: plan }),
    'GET /api/notification_settings': json({ success: true, data: settings }),
  });
  renderApp('/profile', { token });
  // The user is read: every section that depends on it has decided.
  expect(await within(screen.getByRole('region', { name: 'Información Personal' })).findByText(NAME)).toBeVisible();
}

const planSection = () => screen.queryByRole('region', { name: 'Plan de Suscripción' });
const emailKinds = async () =>
  within(
    await within(await screen.findByRole('region', { name: 'Avisos' })).findByRole('group', {
      name: 'Recibir también por correo',
    }),
  )
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('the profile by role (issue 48)', () => {
  it("shows a tutor no plan, and offers the tutor's notices: their students' sessions and homework", async () => {
    await openProfile(tokens.tutor(), { role_id: TUTOR_ROLE_ID, plan_id: null, tutor_id: TUTOR_ID });
    expect(planSection()).toBeNull();
    expect(screen.getByRole('region', { name: 'Calendario' })).toBeInTheDocument();
    expect(await emailKinds()).toEqual([
      'Sesión agendada',
      'Sesión reprogramada',
      'Sesión cancelada',
      'Recordatorio de sesión',
      'Tarea entregada por un estudiante',
    ]);
  });

  it('shows a content author neither a plan, nor notices to choose, nor a calendar of sessions', async () => {
    await openProfile(tokens.content(), { role_id: CONTENT_ROLE_ID, plan_id: null });
    expect(planSection()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Calendario' })).toBeNull();
  });

  it('shows an admin a plan only when they have one, and never the tutor’s homework notice', async () => {
    await openProfile(tokens.admin(), { role_id: ADMIN_ROLE_ID, plan_id: null });
    expect(planSection()).toBeNull();
    expect(await emailKinds()).not.toContain('Tarea entregada por un estudiante');
  });

  it('shows the plan to an admin who has one', async () => {
    await openProfile(tokens.admin(), { role_id: ADMIN_ROLE_ID, plan_id: PLAN_ID });
    expect(await within(planSection()!).findByText('Básico')).toBeVisible();
  });
});
