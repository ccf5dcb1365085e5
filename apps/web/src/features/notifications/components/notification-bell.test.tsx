import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type Reply } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { listPage, pageKey, unreadKey, unreadReply } from '../test/fixtures';
import { UNREAD_POLL_MS } from '../api/notifications';
import { badgeText, bellLabel } from './notification-bell';

// The page's first <header> is the shell's (a page's own header sits inside <main>).
const header = () => screen.getAllByRole('banner')[0]!;

describe('the bell', () => {
  it.each([
    [0, 'Avisos', null],
    [1, 'Avisos, 1 sin leer', '1'],
    [99, 'Avisos, 99 sin leer', '99'],
    [100, 'Avisos, 100 sin leer', '99+'],
  ])('with %i unread is named %s and shows %s', (unread, label, badge) => {
    expect(bellLabel(unread)).toBe(label);
    expect(badgeText(unread)).toBe(badge);
  });

  it.each(['student', 'tutor', 'content', 'admin'] as const)(
    "is in the %s's header with the unread count, and opens the inbox",
    async (role) => {
      stubApi({ [unreadKey]: unreadReply(3), [pageKey(1)]: listPage([]) });
      const user = userEvent.setup();
      renderApp('/', { token: tokens[role]() });
      const bell = await within(header()).findByRole('link', { name: 'Avisos, 3 sin leer' });
      expect(bell).toHaveTextContent('3');
      await user.click(bell);
      expect(screen.getByTestId('location')).toHaveTextContent('/avisos');
      expect(await screen.findByRole('heading', { level: 1, name: 'Avisos' })).toBeInTheDocument();
      expect(within(header()).getByRole('link', { name: 'Avisos, 3 sin leer' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it('shows no number at 0, and 99+ above 99', async () => {
    let unread = 0;
    stubApi({ [unreadKey]: () => unreadReply(unread) });
    renderApp('/', { token: tokens.student() });
    const bell = await within(header()).findByRole('link', { name: 'Avisos' });
    expect(bell).toHaveTextContent('');

    unread = 250;
    // The count is asked for again when the page comes back into view (window focus).
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    expect(await within(header()).findByRole('link', { name: 'Avisos, 250 sin leer' })).toHaveTextContent('99+');
  });

  it('asks for the count again every 30 seconds', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'setTimeout', 'clearInterval', 'clearTimeout'],
    });
    let unread = 1;
    const asked = vi.fn((): Reply => unreadReply(unread));
    stubApi({ [unreadKey]: asked });
    renderApp('/', { token: tokens.tutor() });
    expect(await within(header()).findByRole('link', { name: 'Avisos, 1 sin leer' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);

    unread = 2;
    await act(async () => void (await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1000)));
    expect(asked).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(await within(header()).findByRole('link', { name: 'Avisos, 2 sin leer' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('stays a plain bell when the count cannot be read', async () => {
    stubApi({ [unreadKey]: 'network-error' });
    renderApp('/', { token: tokens.student() });
    expect(await within(header()).findByRole('link', { name: 'Avisos' })).toHaveAttribute('href', '/avisos');
  });
});
