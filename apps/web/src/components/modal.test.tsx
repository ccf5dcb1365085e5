import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Opener({ wide }: { wide?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Probar práctica" description="Nada se guarda." wide={wide}>
        <p>Contenido</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with its description and content, closed by its button and Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Probar práctica' });
    expect(dialog).toHaveTextContent('Nada se guarda.');
    expect(dialog).toHaveTextContent('Contenido');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is narrow for a question and wide for a whole screen', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog')).toHaveClass('max-w-md');
    unmount();
    render(<Opener wide />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog')).toHaveClass('max-w-3xl');
  });
});
