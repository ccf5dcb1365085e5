// The recorder against a fake microphone: jsdom has no getUserMedia, MediaRecorder or blob URLs,
// so src/test/fake-media.ts stands in for those browser APIs (and only those).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeMedia } from '@/test/fake-media';
import { AudioRecorder } from './audio-recorder';
import { pickRecordingMimeType } from './recording-format';

function renderRecorder(props: { maxSeconds?: number; initialRecording?: File } = {}) {
  const onChange = vi.fn<(recording: File | null) => void>();
  const view = render(<AudioRecorder onChange={onChange} label="Tu audio" {...props} />);
  return { onChange, ...view };
}

const recordButton = () => screen.getByRole('button', { name: 'Grabar audio' });
const stopButton = () => screen.getByRole('button', { name: 'Detener grabación' });

describe('pickRecordingMimeType (spec part 1 §5)', () => {
  it.each([
    [['audio/webm;codecs=opus', 'audio/webm'], 'audio/webm;codecs=opus'],
    [['audio/webm'], 'audio/webm'],
    [['audio/mp4'], null],
  ])('%j → %s', (supported, expected) => {
    expect(pickRecordingMimeType((type) => supported.includes(type))).toBe(expected);
  });

  it('is null without MediaRecorder', () => {
    expect(pickRecordingMimeType(undefined)).toBeNull();
  });
});

describe('<AudioRecorder>', () => {
  it('goes idle → requesting → recording → processing → recorded, then delete returns to idle asking for audio', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const media = installFakeMedia({ holdStop: true });
    let grant: (stream: MediaStream) => void = () => {};
    media.getUserMedia.mockImplementationOnce(
      () =>
        new Promise<MediaStream>((resolve) => {
          grant = resolve;
        }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { onChange } = renderRecorder();

    expect(screen.getByRole('group', { name: 'Tu audio' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(recordButton());
    expect(screen.getByRole('status')).toHaveTextContent('Solicitando acceso al micrófono...');
    expect(recordButton()).toHaveAttribute('aria-disabled', 'true');
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });

    const track = { kind: 'audio', stop: vi.fn() };
    await act(async () => grant({ getTracks: () => [track] } as unknown as MediaStream));
    expect(screen.getByRole('status')).toHaveTextContent('Grabando...');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(media.recorders[0]!.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 64000 });

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');

    await user.click(stopButton());
    expect(screen.getByRole('status')).toHaveTextContent('Procesando audio...');
    expect(onChange).not.toHaveBeenCalled();

    act(() => media.release());
    expect(screen.getByRole('status')).toHaveTextContent('¡Audio grabado correctamente!');
    expect(track.stop).toHaveBeenCalled();
    const audio = document.querySelector('audio')!;
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', media.urls.created[0]);
    expect(onChange).toHaveBeenCalledTimes(1);
    const file = onChange.mock.calls[0]![0]!;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('grabacion.webm');
    expect(file.type).toBe('audio/webm;codecs=opus');
    expect(file.size).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Grabar audio' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar grabación' }));
    expect(screen.getByRole('status')).toHaveTextContent('Por favor grabe un audio');
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'warning');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(media.urls.revoked).toEqual([media.urls.created[0]]);
    expect(document.querySelector('audio')).toBeNull();
    expect(recordButton()).toHaveFocus();
  });

  it('falls back to plain audio/webm when Opus is not supported', async () => {
    const media = installFakeMedia({ supported: ['audio/webm'] });
    const { onChange } = renderRecorder();
    await userEvent.click(recordButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Detener grabación' }));
    expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
    expect(media.recorders[0]!.mimeType).toBe('audio/webm');
    expect(onChange.mock.calls[0]![0]!.type).toBe('audio/webm');
  });

  it.each([
    ['no WebM type is supported', { supported: ['audio/mp4', 'audio/ogg'] }],
    ['there is no MediaRecorder', { noMediaRecorder: true }],
  ])(
    "says 'No se encontró un formato de audio compatible' when %s, without asking for the microphone",
    async (_case, options) => {
      const media = installFakeMedia(options);
      renderRecorder();
      await userEvent.click(recordButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error: No se encontró un formato de audio compatible.');
      expect(alert).toHaveAttribute('data-tone', 'error');
      expect(media.getUserMedia).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['the user denies the microphone', 'deny' as const],
    ['the page has no mediaDevices (not a secure context)', 'missing' as const],
  ])(
    "says 'Error: No se pudo acceder al micrófono' when %s, and lets the user try again",
    async (_case, microphone) => {
      const media = installFakeMedia({ microphone });
      const { onChange } = renderRecorder();
      await userEvent.click(recordButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudo acceder al micrófono');
      expect(onChange).not.toHaveBeenCalled();
      expect(recordButton()).not.toHaveAttribute('aria-disabled');
      expect(media.recorders).toHaveLength(0);
    },
  );

  it('stops by itself at the 10-minute cap and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const media = installFakeMedia();
    const { onChange } = renderRecorder();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(recordButton());
    expect(await screen.findByText('Grabando...')).toBeInTheDocument();
    expect(screen.getByRole('timer').parentElement).toHaveTextContent('/ 10:00');

    act(() => vi.advanceTimersByTime(570_000));
    expect(screen.getByRole('timer')).toHaveTextContent('9:30');
    expect(screen.getByText('La grabación se detendrá sola en 30 s.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('status')).toHaveTextContent('¡Audio grabado correctamente!');
    expect(screen.getByRole('status')).toHaveTextContent('La grabación se detuvo al llegar al límite de 10 minutos.');
    expect(media.tracks[0]!.stop).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports an empty recording as an error instead of a file', async () => {
    installFakeMedia({ data: () => new Blob([]) });
    const { onChange } = renderRecorder();
    await userEvent.click(recordButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Detener grabación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: La grabación quedó vacía. Inténtalo de nuevo.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard: Enter starts and stops on the same focused button', async () => {
    installFakeMedia();
    const { onChange } = renderRecorder();
    const user = userEvent.setup();
    await user.tab();
    expect(recordButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Grabando...')).toBeInTheDocument();
    expect(stopButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: 'Tu audio' })).toHaveFocus();
    // Next in tab order: the player's controls (in a browser; jsdom skips <audio>), then delete.
    const deleteButton = screen.getByRole('button', { name: 'Eliminar grabación' });
    for (let i = 0; i < 2 && document.activeElement !== deleteButton; i++) await user.tab();
    expect(deleteButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Por favor grabe un audio')).toBeInTheDocument();
  });

  it('releases the microphone and discards the recording when unmounted mid-recording', async () => {
    const media = installFakeMedia();
    const { onChange, unmount } = renderRecorder();
    await userEvent.click(recordButton());
    expect(await screen.findByText('Grabando...')).toBeInTheDocument();
    unmount();
    await act(async () => {});
    expect(media.tracks[0]!.stop).toHaveBeenCalled();
    expect(media.recorders[0]!.state).toBe('inactive');
    expect(onChange).not.toHaveBeenCalled();
    expect(media.urls.created).toEqual([]);
  });

  it('revokes the playback URL when unmounted with a recording', async () => {
    const media = installFakeMedia();
    const { unmount } = renderRecorder();
    await userEvent.click(recordButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Detener grabación' }));
    expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
    unmount();
    expect(media.urls.revoked).toEqual(media.urls.created);
  });

  it('shows a recording made earlier (a kept one offered again) without asking for the microphone; it can be deleted', async () => {
    const media = installFakeMedia();
    const kept = new File(['kept-opus-audio'], 'grabacion.webm', { type: 'audio/webm;codecs=opus' });
    const { onChange, unmount } = renderRecorder({ initialRecording: kept });
    expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', media.urls.created[0]);
    expect(media.getUserMedia).not.toHaveBeenCalled();
    // The parent gave it: it is not reported back as new.
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar grabación' }));
    expect(screen.getByText('Por favor grabe un audio')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(null);
    unmount();
    expect(media.urls.revoked).toEqual(media.urls.created);
  });
});
