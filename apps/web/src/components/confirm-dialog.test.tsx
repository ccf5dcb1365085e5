import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Opener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Otro botón</button>
      <button type="button" onClick={() => setOpen(true)}>
        Eliminar Ana
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Eliminar a Ana?"
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        isDestructive
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opened from state, starts on the safe answer and gives focus back to its opener on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Eliminar Ana' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar a Ana?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Ana' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms, then gives focus back too', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar Ana' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Ana' })).toHaveFocus());
  });
});
