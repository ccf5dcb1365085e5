// The detail against a stubbed network; blob URLs are jsdom's missing browser API, faked by
// src/test/fake-media.ts.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { makeSed, sedId } from '../test/sed-fixtures';

const ID = sedId(7);
const detailUrl = `GET /api/seds/${ID}`;
const audioUrl = `GET /api/seds/${ID}/audio`;
const pending = makeSed(7, {
  status: 'pendiente',
  transcription: null,
  total_words: null,
  feedback: null,
  created_at: '2026-11-20T21:30:00Z',
});
const ready = makeSed(7, {
  status: 'listo',
  created_at: '2026-11-20T21:30:00Z',
  total_words: 12,
  transcription: 'hello my name is lucia\nevery morning i walk to work',
  feedback: 'Palabras: 12 (11 distintas)\nPalabras por minuto: 75.3\nMuletillas: ninguna',
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/seds/{id}', () => {
  it("reads 'Aun no disponible' while processing, polls, and shows feedback and transcript line by line once listo", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeMedia();
    let current = pending;
    const { calls } = stubApi({
      [detailUrl]: () => json({ success: true, data: current }),
      [audioUrl]: { body: 'opus' },
    });
    renderApp(`/seds/${ID}`, { token: tokens.student() });

    expect(screen.getByRole('heading', { level: 1, name: 'Detalles del SED' })).toBeInTheDocument();
    expect(await screen.findByText('Procesando tu audio…')).toBeInTheDocument();
    expect(within(section('Tus palabras fueron')).getByText('Aun no disponible')).toBeInTheDocument();
    expect(within(section('Tu video dice')).getByText('Aun no disponible')).toBeInTheDocument();

    const envio = section('Tu envío');
    expect(envio).toHaveTextContent('viernes, 20 de noviembre de 2026, 3:30 p.m.');
    const video = within(envio).getByRole('link', { name: /youtube\.com/ });
    expect(video).toHaveAttribute('href', ready.video_url);
    expect(video).toHaveAttribute('target', '_blank');
    expect(video.getAttribute('rel')).toContain('noopener');
    expect(video).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/seds');

    // Still processing on the next look: it keeps asking.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls.filter((call) => call.path === `/api/seds/${ID}`)).toHaveLength(2);

    current = { ...ready, status: 'procesando', transcription: null, feedback: null, total_words: null };
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Procesando tu audio…')).toBeInTheDocument();

    current = ready;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('hello my name is lucia')).toBeInTheDocument();
    expect(screen.queryByText('Procesando tu audio…')).not.toBeInTheDocument();
    expect(screen.queryByText('Aun no disponible')).not.toBeInTheDocument();
    const feedbackLines = within(section('Tus palabras fueron'))
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(feedbackLines).toEqual(['Palabras: 12 (11 distintas)', 'Palabras por minuto: 75.3', 'Muletillas: ninguna']);
    const transcriptLines = within(section('Tu video dice'))
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(transcriptLines).toEqual(['hello my name is lucia', 'every morning i walk to work']);
    expect(section('Tu envío')).toHaveTextContent('Palabras12');

    // Ready: no more polling.
    const looks = calls.filter((call) => call.path === `/api/seds/${ID}`).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.filter((call) => call.path === `/api/seds/${ID}`)).toHaveLength(looks);
  });

  it("says processing failed, keeps 'Aun no disponible' and stops polling when fallido", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeMedia();
    const { calls } = stubApi({
      [detailUrl]: json({ success: true, data: { ...pending, status: 'fallido' } }),
      [audioUrl]: { body: 'opus' },
    });
    renderApp(`/seds/${ID}`, { token: tokens.student() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falló el procesamiento');
    expect(screen.getAllByText('Aun no disponible')).toHaveLength(2);
    expect(screen.queryByText('Procesando tu audio…')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.filter((call) => call.path === `/api/seds/${ID}`)).toHaveLength(1);
  });

  it('plays the recording from a blob URL fetched with the bearer token, and revokes it on leaving', async () => {
    const media = installFakeMedia();
    const { calls } = stubApi({ [detailUrl]: json({ success: true, data: ready }), [audioUrl]: { body: 'opus' } });
    const { unmount } = renderApp(`/seds/${ID}`, { token: tokens.student() });
    const player = await screen.findByLabelText('Grabación del SED');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', media.urls.created.at(-1));
    const audioCall = calls.find((call) => call.path === `/api/seds/${ID}/audio`)!;
    expect(audioCall.headers.get('authorization')).toMatch(/^Bearer /);
    unmount();
    expect(media.urls.revoked).toEqual(media.urls.created);
  });

  it('says the audio could not be loaded without hiding the rest', async () => {
    installFakeMedia();
    stubApi({
      [detailUrl]: json({ success: true, data: ready }),
      [audioUrl]: json({ success: false, detail: 'El audio de este SED ya no está disponible' }, 404),
    });
    renderApp(`/seds/${ID}`, { token: tokens.student() });
    expect(await screen.findByText('No se pudo cargar el audio de este SED.')).toBeInTheDocument();
    expect(screen.getByText('hello my name is lucia')).toBeInTheDocument();
  });

  it("shows 'Error al cargar los detalles del SED' with the server's reason, and 'Volver' returns to the list", async () => {
    stubApi({
      [detailUrl]: json({ success: false, detail: 'SED no encontrado' }, 404),
      'GET /api/seds?page_number=1&page_size=10': json({
        success: true,
        data: { data: [], page_number: 1, page_size: 10 },
      }),
    });
    renderApp(`/seds/${ID}`, { token: tokens.student() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los detalles del SED');
    expect(alert).toHaveTextContent('SED no encontrado');
    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seds$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de SEDs' })).toBeInTheDocument();
  });
});
