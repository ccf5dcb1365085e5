// LessonView on its own (the content editor's preview renders it with a lesson from its form), and
// the homework form's guard when no assignment id is known.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderLessonTexts } from '@charla/domain/markdown';
import { stubApi } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { setToken } from '@/lib/session';
import { tokens } from '@/test/tokens';
import { makePractice, VIDEO_URL } from '../test/lesson-fixtures';
import { HomeworkForm } from './homework-form';
import { LessonView, type LessonViewProps } from './lesson-view';

const LESSON: LessonViewProps['lesson'] = renderLessonTexts({
  title: 'El pasado simple',
  video_url: VIDEO_URL,
  notes: null,
  task: 'Graba **un minuto**.',
});

function renderView(props: LessonViewProps) {
  return render(
    <MemoryRouter>
      <LessonView {...props} />
    </MemoryRouter>,
  );
}

describe('LessonView', () => {
  it('in preview has no back button, no practices and no submit form, and shows the notes fallback', async () => {
    const onBack = vi.fn();
    renderView({
      lesson: LESSON,
      preview: true,
      practices: [makePractice(1)],
      taskFooter: <button type="button">Enviar respuesta</button>,
      onBack,
    });
    // Inside the editor's page the lesson's title is not the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'El pasado simple' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ejercicios recomendados/)).not.toBeInTheDocument();
    expect(screen.queryByText('Práctica #1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 3, name: 'Notas' })).toBeInTheDocument();
    expect(screen.getByText('No hay notas disponibles')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tarea' })).getByText('un minuto').tagName).toBe('STRONG');
    await waitFor(() =>
      expect(screen.getByTitle('Video de la lección: El pasado simple')).toHaveAttribute(
        'src',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ),
    );
  });

  it("adds the video's frame only once the lesson has painted", async () => {
    renderView({ lesson: LESSON });
    expect(screen.queryByTitle('Video de la lección: El pasado simple')).not.toBeInTheDocument();
    const video = await screen.findByTitle('Video de la lección: El pasado simple');
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('in preview renders the notes markdown when there are notes, and the task fallback when empty', () => {
    renderView({
      lesson: renderLessonTexts({ ...LESSON, notes: '1. uno\n2. dos', task: '', video_url: 'nada' }),
      preview: true,
    });
    expect(within(screen.getByRole('region', { name: 'Notas' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('No hay descripción de tarea disponible')).toBeInTheDocument();
    expect(screen.getByText('Video URL no válida')).toBeInTheDocument();
  });

  it('outside preview shows the back button, the practices and the task footer', async () => {
    const onBack = vi.fn();
    renderView({
      lesson: { ...LESSON, completed_at: '2026-11-21T21:30:00Z' },
      practices: [makePractice(1), makePractice(2), makePractice(3)],
      taskFooter: <p>Pie de la tarea</p>,
      onBack,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'El pasado simple' })).toBeInTheDocument();
    expect(screen.getByText('Completada')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ejercicios recomendados para esta lección (3 disponibles)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Práctica #3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tarea' })).getByText('Pie de la tarea')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("says 'Cargando ejercicios...' while the practices load", () => {
    renderView({ lesson: LESSON, practices: [], isLoadingPractices: true });
    expect(screen.getByText('Cargando ejercicios...')).toHaveAttribute('role', 'status');
  });
});

describe('HomeworkForm', () => {
  it("without an assignment id says 'Error: No se pudo identificar la asignación' and sends nothing", async () => {
    const user = userEvent.setup();
    installFakeMedia();
    const { calls } = stubApi();
    setToken(tokens.student());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HomeworkForm assignmentId="" />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Grabar audio' }));
    await user.click(await screen.findByRole('button', { name: 'Detener grabación' }));
    await screen.findByText('¡Audio grabado correctamente!');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      await screen.findByText('Error: No se pudo identificar la asignación', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
