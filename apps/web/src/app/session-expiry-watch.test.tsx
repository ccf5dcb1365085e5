import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { makeToken } from '@/test/tokens';

describe('session expiry', () => {
  it("checks every 60 s and, once expired, says 'Tu sesión ha expirado' and logs out", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    stubApi();
    const exp = Math.floor(Date.now() / 1000) + 90;
    renderApp('/', { token: makeToken({ exp }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(getSession()).not.toBeNull();
    expect(screen.queryByText('Tu sesión ha expirado')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Tu sesión ha expirado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
