// The lesson's passage to read aloud in the content editor (issue 49): its word count as typed, the
// domain's limit said at the field, its language, the preview as the student sees it, and a saved
// passage filling the form and going back unchanged.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { READING_MESSAGES } from '@charla/domain/reading';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { item, lessonsUrl, list, makeLesson, page, VIDEO_URL } from '../test/content-lesson-fixtures';

const PASSAGE = 'The fox walked into the forest.\nIt was very quiet.';
const passageField = () => screen.getByRole('textbox', { name: 'Texto para leer en voz alta (opcional)' });
const languageField = () => screen.getByRole('combobox', { name: 'Idioma del texto' });
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

function open(path: string, routes: Routes = {}) {
  const api = stubApi({ [lessonsUrl(1)]: json(page([])), ...routes });
  renderApp(path, { token: tokens.content() });
  return api;
}

describe('the passage to read aloud, in the lesson editor', () => {
  it('counts its words as they are typed and saves it with its language', async () => {
    const user = userEvent.setup();
    const { calls } = open('/content/lessons/create', { 'POST /api/lessons': json(item(makeLesson(9)), 201) });
    expect(passageField()).toHaveAccessibleDescription(expect.stringContaining('0 palabras · máximo 2,000'));
    expect(languageField()).toHaveValue('en');
    expect(
      within(languageField())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Inglés', 'Español', 'Francés']);

    await user.click(passageField());
    await user.paste('Hello');
    expect(passageField()).toHaveAccessibleDescription(expect.stringContaining('1 palabra · máximo 2,000'));
    await user.paste(' world — again!');
    expect(passageField()).toHaveAccessibleDescription(expect.stringContaining('3 palabras · máximo 2,000'));

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Lectura');
    await user.type(screen.getByRole('textbox', { name: 'URL del video' }), VIDEO_URL);
    await user.type(screen.getByRole('textbox', { name: 'Tarea' }), 'Lee el texto.');
    await user.selectOptions(languageField(), 'Francés');
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));
    await findToast('Lección creada');
    expect(writes(calls)[0]!.body).toMatchObject({ reading_text: 'Hello world — again!', reading_language: 'fr' });
  });

  it('says at once, in the contract’s words, when the passage is over 2000 words', async () => {
    const user = userEvent.setup();
    const { calls } = open('/content/lessons/create');
    await user.click(passageField());
    await user.paste(Array.from({ length: 2001 }, () => 'word').join(' '));
    expect(passageField()).toHaveAttribute('aria-invalid', 'true');
    expect(passageField()).toHaveAccessibleDescription(
      expect.stringContaining('El texto de lectura puede tener como máximo 2000 palabras'),
    );
    expect(passageField()).toHaveAccessibleDescription(expect.stringContaining('2,001 palabras'));
    await user.type(passageField(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(passageField()).not.toHaveAttribute('aria-invalid');
    expect(writes(calls)).toEqual([]);
  });

  it('previews the passage as the student will see it, under «Lee en voz alta»', async () => {
    const user = userEvent.setup();
    open('/content/lessons/create');
    await user.click(passageField());
    await user.paste(`  ${PASSAGE}  `);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const task = within(screen.getByRole('region', { name: 'Tarea' }));
    expect(task.getByRole('heading', { level: 3, name: READING_MESSAGES.heading })).toBeInTheDocument();
    const passage = task.getByText(/The fox walked/);
    expect(passage.textContent).toBe(PASSAGE);
    expect(passage).toHaveAttribute('lang', 'en');
    expect(passage).toHaveClass('whitespace-pre-line');
  });

  it('fills the form with a saved passage and sends it back as it was', async () => {
    const user = userEvent.setup();
    const lesson = makeLesson(1, { reading_text: PASSAGE, reading_language: 'fr' });
    const { calls } = open(`/content/lessons/${lesson.id}/edit`, {
      [`GET /api/lessons/${lesson.id}`]: json(item(lesson)),
      [`GET /api/lessons/${lesson.id}/practices`]: json(list([])),
      [`PUT /api/lessons/${lesson.id}`]: json(item(lesson)),
    });
    expect(await screen.findByRole('textbox', { name: 'Texto para leer en voz alta (opcional)' })).toHaveValue(PASSAGE);
    expect(languageField()).toHaveValue('fr');
    expect(passageField()).toHaveAccessibleDescription(expect.stringContaining('10 palabras'));

    await user.click(screen.getByRole('button', { name: 'Actualizar Lección' }));
    await findToast('Lección actualizada');
    expect(writes(calls)[0]!.body).toMatchObject({ reading_text: PASSAGE, reading_language: 'fr' });
  });

  it.each([
    ['with a passage', PASSAGE],
    ['without one', null],
  ])('leaves a lesson %s, unchanged, without asking', async (_case, readingText) => {
    const user = userEvent.setup();
    const lesson = makeLesson(1, { reading_text: readingText, reading_language: 'fr' });
    open(`/content/lessons/${lesson.id}/edit`, {
      [`GET /api/lessons/${lesson.id}`]: json(item(lesson)),
      [`GET /api/lessons/${lesson.id}/practices`]: json(list([])),
    });
    await screen.findByRole('textbox', { name: 'Texto para leer en voz alta (opcional)' });
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/content/lessons'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends a cleared passage as none, and asks before leaving with it unsaved', async () => {
    const user = userEvent.setup();
    const lesson = makeLesson(1, { reading_text: PASSAGE, reading_language: 'en' });
    const { calls } = open(`/content/lessons/${lesson.id}/edit`, {
      [`GET /api/lessons/${lesson.id}`]: json(item(lesson)),
      [`GET /api/lessons/${lesson.id}/practices`]: json(list([])),
      [`PUT /api/lessons/${lesson.id}`]: json(item({ ...lesson, reading_text: null })),
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Texto para leer en voz alta (opcional)' }));
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Seguir editando' }));

    await user.click(screen.getByRole('button', { name: 'Actualizar Lección' }));
    await findToast('Lección actualizada');
    expect(writes(calls)[0]!.body).toMatchObject({ reading_text: null, reading_language: 'en' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/content/lessons'));
  });
});
