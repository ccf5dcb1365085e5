// 'Enviar respuesta' without a network (decision 033): the homework waits and goes when the network
// returns, and a failed connection can be retried. jsdom has no IndexedDB, so nothing is kept here;
// keeping it is proved in Chromium (e2e/lessons-offline.spec.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Reply } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { setOnline } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { item, list, makeAssignment } from '../test/lesson-fixtures';

const assignment = makeAssignment(1);
const submitted = { ...assignment, completed_at: '2026-11-21T21:30:00Z' };

async function openAndRecord(post: () => Reply) {
  const user = userEvent.setup();
  installFakeMedia();
  const api = stubApi({
    [`GET /api/assignments/${assignment.id}`]: json(item(assignment)),
    [`GET /api/lessons/${assignment.lesson_id}/practices`]: json(list([])),
    'GET /api/assignments': json(list([submitted])),
    [`POST /api/assignments/${assignment.id}/submissions`]: post,
  });
  renderApp(`/lecciones/${assignment.id}`, { token: tokens.student() });
  await screen.findByRole('form', { name: 'Enviar respuesta' });
  await user.click(screen.getByRole('button', { name: 'Grabar audio' }));
  await user.click(await screen.findByRole('button', { name: 'Detener grabación' }));
  expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
  return { user, ...api };
}

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST').length;

describe("'Enviar respuesta' without a network", () => {
  it('offline: waits without sending and sends by itself when the network returns', async () => {
    const { user, calls } = await openAndRecord(() => json(item(submitted), 201));
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByRole('button', { name: 'Esperando conexión...' })).toBeDisabled();
    expect(
      screen.getByText(
        'Sin conexión a internet. Tu grabación se enviará cuando vuelva la conexión; no cierres esta página.',
      ),
    ).toBeInTheDocument();
    expect(posts(calls)).toBe(0);

    setOnline(true);
    expect(await screen.findByText('Tarea enviada con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/lecciones$/));
    expect(posts(calls)).toBe(1);
  });

  it('a request that fails on the network keeps the recording; the same button sends it again', async () => {
    let attempts = 0;
    const { user, calls } = await openAndRecord(() =>
      ++attempts === 1 ? 'network-error' : json(item(submitted), 201),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      await screen.findByText(
        'No se pudo conectar con el servidor. Pulsa «Enviar respuesta» para intentarlo de nuevo; no cierres esta página.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('¡Audio grabado correctamente!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Tarea enviada con éxito')).toBeInTheDocument();
    expect(posts(calls)).toBe(2);
  });
});
