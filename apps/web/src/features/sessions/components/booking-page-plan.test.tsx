// Issue 8: a person whose plan allows no booking is told so before filling the booking form.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { PLAN_ID, makeToken, tokens } from '@/test/tokens';
import { bookableRoute, freezeClock, usageRoute } from '../test/fixtures';
import { NO_PLAN_BOOKING_MESSAGE } from './booking-page';

const plan = (overrides: Record<string, unknown> = {}) => ({
  id: PLAN_ID,
  name: 'Básico',
  language: 'en',
  sed_submission_days: ['MONDAY'],
  is_default: true,
  maximum_reading_sessions: 2,
  maximum_speaking_sessions: 2,
  maximum_total_sessions: 4,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

function renderBooking(token: string, routes: Routes = {}) {
  freezeClock();
  stubApi({ ...bookableRoute(), ...usageRoute(), ...routes });
  renderApp('/sesiones/agendar', { token });
}

const tutorButton = () => screen.getByRole('button', { name: /^Tutor / });
const isBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/sesiones/agendar and the plan', () => {
  it('says, above the form, that an account without a plan cannot book yet', async () => {
    renderBooking(makeToken({ plan_id: null }));
    const note = await screen.findByText(NO_PLAN_BOOKING_MESSAGE);
    expect(note.closest('[role="status"]')).toHaveAttribute('data-tone', 'warning');
    await waitFor(() => expect(tutorButton()).toBeEnabled());
    expect(isBefore(note, tutorButton())).toBe(true);
  });

  it('says so when the plan includes no sessions', async () => {
    renderBooking(tokens.student(), {
      [`GET /api/plans/${PLAN_ID}`]: json({
        success: true,
        data: plan({ name: 'Solo SEDs', maximum_total_sessions: 0 }),
      }),
    });
    expect(await screen.findByText(/^Tu plan Solo SEDs no incluye sesiones/)).toBeInTheDocument();
  });

  it('says nothing about the plan when it includes sessions', async () => {
    renderBooking(tokens.student(), { [`GET /api/plans/${PLAN_ID}`]: json({ success: true, data: plan() }) });
    await waitFor(() => expect(tutorButton()).toBeEnabled());
    expect(screen.queryByText(NO_PLAN_BOOKING_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(/no incluye sesiones/)).not.toBeInTheDocument();
  });
});
