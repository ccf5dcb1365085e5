// <PracticePlayer> as the content editor's 'Probar' uses it: a draft without an id, its own 'Volver',
// no stats, a heading under the editor's own h1.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TenseTransformProps } from '@charla/domain/practices';
import { TENSE_ANSWERS, tenseTransform } from '../test/practice-fixtures';
import { onScreen, renderPlayer, results, wait } from '../test/render-player';

const { id: _id, created_at: _c, updated_at: _u, ...draft } = tenseTransform;

describe('PracticePlayer with a draft', () => {
  it("plays a practice that is not saved, sends nothing, and 'Volver' is the caller's", async () => {
    const onExit = vi.fn();
    const { user, statsCalls } = renderPlayer(draft, { onExit, headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: draft.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    for (let n = 1; n <= (draft.props as TenseTransformProps).exercises.length; n++) {
      await user.type(screen.getByRole('textbox', { name: 'Tu respuesta' }), `${onScreen(TENSE_ANSWERS)[1]}{Enter}`);
      await wait(1500);
    }
    expect(results()).toEqual({ completed: '2 de 2', attempts: '2', accuracy: '100%', score: '20' });
    await wait(0);
    expect(statsCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onExit).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/play');
  });

  it("shows a draft of an unknown type as unsupported, with the caller's 'Volver'", async () => {
    const onExit = vi.fn();
    const { user } = renderPlayer({ ...tenseTransform, props: { practice_type: 'matching', pairs: [] } }, { onExit });
    expect(screen.getByRole('alert')).toHaveTextContent('Tipo de práctica no soportado');
    const backs = screen.getAllByRole('button', { name: 'Volver' });
    expect(backs).toHaveLength(2);
    await user.click(backs[1]!);
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('starts a new run when the draft changes', async () => {
    const { user, rerenderWith } = renderPlayer(draft);
    await user.type(screen.getByRole('textbox', { name: 'Tu respuesta' }), 'algo');
    rerenderWith({
      ...draft,
      props: {
        practice_type: 'tense-transform',
        exercises: [{ original_sentence: 'I sing.', transformed_sentence: 'I sang.' }],
      },
    });
    expect(screen.getByText('I sing.')).toBeInTheDocument();
    expect(screen.getByText('Ejercicio 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue('');
  });

  it('a finished run scored 0 says why and what would raise it (issue 48), tied to the score', async () => {
    const { user } = renderPlayer(draft);
    const answer = () => screen.getByRole('textbox', { name: 'Tu respuesta' });
    for (let n = 1; n <= 2; n++) {
      await user.type(answer(), 'no sé{Enter}');
      await user.clear(answer());
      await user.type(answer(), `${onScreen(TENSE_ANSWERS)[1]}{Enter}`);
      await wait(1500);
    }
    expect(results()).toEqual({ completed: '2 de 2', attempts: '4', accuracy: '0%', score: '0' });
    const note = [
      'Tu puntaje es 0 porque ninguno de tus 2 ejercicios salió bien al primer intento. El puntaje cuenta los aciertos a la primera.',
      'Si aciertas 1 de 2 al primer intento, tu puntaje sería 3.1.',
    ].join(' ');
    expect(screen.getByText('Puntaje').nextElementSibling).toHaveAccessibleDescription(note);
  });

  it('a score above 0 comes without a note', async () => {
    const { user } = renderPlayer(draft);
    for (let n = 1; n <= 2; n++) {
      await user.type(screen.getByRole('textbox', { name: 'Tu respuesta' }), `${onScreen(TENSE_ANSWERS)[1]}{Enter}`);
      await wait(1500);
    }
    expect(screen.getByText('Puntaje').nextElementSibling).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Tu puntaje es 0/)).not.toBeInTheDocument();
  });
});
