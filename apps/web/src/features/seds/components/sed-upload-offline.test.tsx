// /seds/enviar without a network (decision 033): the submission waits and goes when the network
// returns, and a failed connection can be retried. jsdom has no IndexedDB, so nothing is kept here and
// the page says so ("no cierres esta página"); keeping it is proved in Chromium (e2e/seds-offline.spec.ts).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_SEND_MS } from '@/components/audio-recorder/use-recording-submission';
import { json, stubApi, type Reply } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { setOnline } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { PLAN_ID, tokens } from '@/test/tokens';
import { makeSed } from '../test/sed-fixtures';

const VIDEO = 'https://www.youtube.com/watch?v=abc123';
const EVERY_DAY = {
  id: PLAN_ID,
  name: 'Intensivo',
  language: 'en',
  sed_submission_days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
  maximum_reading_sessions: 4,
  maximum_speaking_sessions: 8,
  maximum_total_sessions: 12,
};

function open(post: () => Reply | Promise<Reply>) {
  installFakeMedia();
  const api = stubApi({
    [`GET /api/plans/${PLAN_ID}`]: json({ success: true, data: EVERY_DAY }),
    'POST /api/seds': post,
  });
  renderApp('/seds/enviar', { token: tokens.student() });
  return api;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('URL del video'), VIDEO);
  await user.click(screen.getByRole('button', { name: 'Grabar audio' }));
  await user.click(await screen.findByRole('button', { name: 'Detener grabación' }));
  expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
}

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST').length;

describe('/seds/enviar without a network', () => {
  it('offline: says so, waits without sending, and sends by itself when the network returns', async () => {
    const user = userEvent.setup();
    const { calls } = open(() => json({ success: true, data: makeSed(1) }, 201));
    await fillIn(user);
    setOnline(false);
    expect(await screen.findByText(/^Sin conexión a internet\. Puedes grabar y enviar/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar SED' }));
    expect(await screen.findByRole('button', { name: 'Esperando conexión...' })).toBeDisabled();
    expect(
      screen.getByText(
        'Sin conexión a internet. Tu grabación se enviará cuando vuelva la conexión; no cierres esta página.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('URL del video')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eliminar grabación' })).toBeDisabled();
    expect(posts(calls)).toBe(0);

    setOnline(true);
    expect(await screen.findByText('SED enviado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/seds$/));
    expect(posts(calls)).toBe(1);
  });

  it('a request that fails on the network waits; the student sends it again with the same button', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { fetchMock } = open(() =>
      ++attempts === 1 ? 'network-error' : json({ success: true, data: makeSed(1) }, 201),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar SED' }));

    expect(
      await screen.findByText(
        'No se pudo conectar con el servidor. Pulsa «Enviar SED» para intentarlo de nuevo; no cierres esta página.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('¡Audio grabado correctamente!')).toBeInTheDocument();
    expect(screen.getByLabelText('URL del video')).toHaveValue(VIDEO);

    await user.click(screen.getByRole('button', { name: 'Enviar SED' }));
    expect(await screen.findByText('SED enviado con éxito')).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => init!.body as FormData);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.get('video_url')).toBe(VIDEO);
    expect((sent[1]!.get('audio_file') as File).name).toBe('grabacion.webm');
  });

  it('the network dropping while a request is on its way is said at once', async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => {};
    open(() => new Promise<Reply>((resolve) => (answer = resolve)));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar SED' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();

    setOnline(false);
    expect(
      screen.getByText(
        'Sin conexión a internet. Tu grabación se enviará cuando vuelva la conexión; no cierres esta página.',
      ),
    ).toBeInTheDocument();
    answer('network-error');
    expect(await screen.findByRole('button', { name: 'Esperando conexión...' })).toBeDisabled();
  });

  it('a send that hangs (a network that says it is up) gets a word once it has taken SLOW_SEND_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    let answer: (reply: Reply) => void = () => {};
    open(() => new Promise<Reply>((resolve) => (answer = resolve)));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar SED' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    const slow =
      'El envío está tardando más de lo normal: puede que la conexión sea lenta o se haya cortado. No cierres esta página.';
    act(() => vi.advanceTimersByTime(SLOW_SEND_MS - 1000));
    expect(screen.queryByText(slow)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(slow)).toBeInTheDocument();

    answer(json({ success: true, data: makeSed(1) }, 201));
    expect(await screen.findByText('SED enviado con éxito')).toBeInTheDocument();
  });
});
