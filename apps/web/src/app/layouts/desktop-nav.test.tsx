// The admin's group menu is a chunk of its own: what is done to its placeholder before that code arrives
// is not lost. The module's arrival is held back here until the test lets it through.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION } from './navigation';

const arrival = vi.hoisted(() => {
  let release = () => {};
  return {
    gate: Promise.resolve(),
    hold() {
      this.gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
});

vi.mock('./nav-group-menu', async (importOriginal) => {
  await arrival.gate;
  return importOriginal();
});

async function renderAdminNav() {
  vi.resetModules();
  arrival.hold();
  const { DesktopNav } = await import('./desktop-nav');
  render(
    <MemoryRouter initialEntries={['/']}>
      <DesktopNav entries={NAVIGATION.admin} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Creación de contenido' });
}

async function letTheMenuArrive() {
  await act(async () => {
    arrival.release();
    await new Promise((resolve) => setTimeout(resolve, 400)); // React reveals it ≥ 300 ms after the fallback
  });
}

describe('the admin group menu before its code arrives', () => {
  beforeEach(() => vi.useRealTimers());

  it('opens on arrival when its placeholder was clicked', async () => {
    const user = userEvent.setup();
    const placeholder = await renderAdminNav();
    await user.click(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await letTheMenuArrive();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Lecciones', 'Prácticas', 'Estudiantes']);
  });

  it('opens when its code arrives between the press and the release', async () => {
    const user = userEvent.setup();
    const placeholder = await renderAdminNav();
    await user.pointer({ keys: '[MouseLeft>]', target: placeholder });

    await letTheMenuArrive();
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('gives the focus to the trigger when its placeholder had it', async () => {
    const placeholder = await renderAdminNav();
    act(() => placeholder.focus());

    await letTheMenuArrive();
    const trigger = screen.getByRole('button', { name: 'Creación de contenido' });
    expect(trigger).not.toBe(placeholder);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
