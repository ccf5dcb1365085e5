// The upload form against the real routes and a stubbed network; the microphone is jsdom's missing
// browser API, faked by src/test/fake-media.ts (getUserMedia, MediaRecorder, blob URLs).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Reply, type Routes } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { renderApp } from '@/test/render-app';
import { PLAN_ID, makeToken, tokens } from '@/test/tokens';
import { listPage, makeSed } from '../test/sed-fixtures';

const BASICO = {
  id: PLAN_ID,
  name: 'Básico',
  language: 'en',
  sed_submission_days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
  maximum_reading_sessions: 2,
  maximum_speaking_sessions: 4,
  maximum_total_sessions: 6,
};
const FRIDAY_NOON = new Date('2026-11-20T18:00:00Z'); // 12:00 in Mexico City
// 00:30 on Saturday in Mexico City, still Friday in UTC: the display zone decides.
const SATURDAY_EARLY = new Date('2026-11-21T06:30:00Z');
const VIDEO = 'https://www.youtube.com/watch?v=abc123';

function routes(post?: Reply | ((request: Request) => Reply)): Routes {
  return {
    [`GET /api/plans/${PLAN_ID}`]: json({ success: true, data: BASICO }),
    ...(post ? { 'POST /api/seds': post } : {}),
    'GET /api/seds?page_number=1&page_size=10': json(listPage([makeSed(1)], 1)),
    'GET /api/seds?page_number=2&page_size=10': json(listPage([], 2)),
  };
}

function setup(now = FRIDAY_NOON) {
  vi.useFakeTimers({ now, shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

const urlInput = () => screen.getByLabelText('URL del video');
const submitButton = () => screen.getByRole('button', { name: 'Enviar SED' });

async function record(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Grabar audio' }));
  await user.click(await screen.findByRole('button', { name: 'Detener grabación' }));
  expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
}

describe('/seds/enviar', () => {
  it("shows the plan's SED days, and no warning on an allowed day", async () => {
    setup(FRIDAY_NOON);
    installFakeMedia();
    stubApi(routes());
    renderApp('/seds/enviar', { token: tokens.student() });
    expect(screen.getByRole('heading', { level: 1, name: 'Subir SED' })).toBeInTheDocument();
    expect(await screen.findByText('Puedes enviar SEDs los lunes, miércoles y viernes.')).toBeInTheDocument();
    expect(screen.queryByText(/no permite enviar SEDs hoy/)).not.toBeInTheDocument();
  });

  it('on a day the plan does not allow (Mexico City), disables the recorder and submit and says why', async () => {
    const user = setup(SATURDAY_EARLY);
    const media = installFakeMedia();
    const { calls } = stubApi(routes());
    renderApp('/seds/enviar', { token: tokens.student() });
    const reason = 'Hoy es sábado: tu plan no permite enviar SEDs hoy.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await user.type(urlInput(), VIDEO);

    const recordButton = screen.getByRole('button', { name: 'Grabar audio' });
    expect(recordButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(recordButton);
    expect(media.recorders).toHaveLength(0);
    expect(screen.queryByText('Grabando...')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(reason);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('on an allowed day the same plan leaves the recorder on', async () => {
    const user = setup(FRIDAY_NOON);
    installFakeMedia();
    stubApi(routes());
    renderApp('/seds/enviar', { token: tokens.student() });
    expect(await screen.findByText('Puedes enviar SEDs los lunes, miércoles y viernes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grabar audio' })).not.toHaveAttribute('aria-disabled');
    await user.type(urlInput(), VIDEO);
    await record(user);
    expect(submitButton()).toBeEnabled();
  });

  it('tells a student without a plan that they cannot send SEDs yet', () => {
    setup();
    installFakeMedia();
    const { calls } = stubApi(routes());
    renderApp('/seds/enviar', { token: makeToken({ plan_id: null }) });
    expect(screen.getByText(/No tienes un plan asignado/)).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/plans'))).toBe(false);
  });

  it("validates the URL live: nothing when empty, the spec's message when invalid, '¡URL válida!' when valid", async () => {
    const user = setup();
    installFakeMedia();
    stubApi(routes());
    renderApp('/seds/enviar', { token: tokens.student() });
    const message = () => document.getElementById(urlInput().getAttribute('aria-describedby')!)!;
    expect(message()).toBeEmptyDOMElement();

    await user.type(urlInput(), 'www.youtube.com/watch?v=abc');
    expect(message()).toHaveTextContent('Por favor ingrese una URL válida que comience con http:// o https://');
    expect(urlInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(urlInput());
    expect(message()).toBeEmptyDOMElement();

    await user.type(urlInput(), VIDEO);
    expect(message()).toHaveTextContent('¡URL válida!');
    expect(urlInput()).not.toHaveAttribute('aria-invalid');
  });

  it('enables submit only with a valid URL and a recording', async () => {
    const user = setup();
    installFakeMedia();
    stubApi(routes());
    renderApp('/seds/enviar', { token: tokens.student() });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Para enviar, escribe una URL válida y graba un audio.');

    await user.type(urlInput(), VIDEO);
    expect(submitButton()).toBeDisabled();

    await record(user);
    expect(submitButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Eliminar grabación' }));
    expect(screen.getByText('Por favor grabe un audio')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await record(user);
    await user.clear(urlInput());
    await user.type(urlInput(), 'ftp://example.com/video');
    expect(submitButton()).toBeDisabled();
  });

  it("sends video_url and audio_file (grabacion.webm) as multipart, says 'SED enviado con éxito' and goes to /seds", async () => {
    const user = setup();
    installFakeMedia();
    const { fetchMock } = stubApi(
      routes(() => json({ success: true, data: makeSed(1, { status: 'pendiente' }) }, 201)),
    );
    renderApp('/seds/enviar', { token: tokens.student() });
    await user.type(urlInput(), `  ${VIDEO}  `);
    await record(user);
    await user.click(submitButton());

    expect(await screen.findByText('SED enviado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/seds$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de SEDs' })).toBeInTheDocument();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/seds');
    const sent = post[1]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('video_url')).toBe(VIDEO);
    const audio = sent.get('audio_file') as File;
    expect(audio.name).toBe('grabacion.webm');
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(new Headers(post[1]!.headers).get('authorization')).toMatch(/^Bearer /);
    // The browser sets the multipart boundary itself.
    expect(new Headers(post[1]!.headers).get('content-type')).toBeNull();
  });

  it.each([
    [
      "the server's detail (409: not a submission day)",
      json(
        { success: false, detail: 'Hoy no puedes enviar SEDs: tu plan Francés permite enviarlos los martes y jueves.' },
        409,
      ),
      'Hoy no puedes enviar SEDs: tu plan Francés permite enviarlos los martes y jueves.',
    ],
    [
      "the server's validation message (422)",
      json(
        { success: false, detail: [{ loc: ['body', 'audio_file'], msg: 'El audio no es WebM/Opus', type: 'audio' }] },
        422,
      ),
      'El audio no es WebM/Opus',
    ],
    [
      "'Error al enviar el formulario' when the server gives no detail",
      json({ success: false }, 500),
      'Error al enviar el formulario',
    ],
    // A network failure keeps the submission and waits instead: sed-upload-offline.test.tsx.
  ])('on failure shows %s and stays on the form', async (_case, reply, message) => {
    const user = setup();
    installFakeMedia();
    stubApi(routes(reply));
    renderApp('/seds/enviar', { token: tokens.student() });
    await user.type(urlInput(), VIDEO);
    await record(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/seds/enviar');
    expect(urlInput()).toHaveValue(VIDEO);
    expect(submitButton()).toBeEnabled();
  });
});
