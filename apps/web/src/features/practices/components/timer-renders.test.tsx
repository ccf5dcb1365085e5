// Issue 10 (Performance): the 100 ms tick re-renders the timer bar, never the exercise. The
// word-choice exercise is wrapped to count its renders; React's Profiler sees the ticks' commits.
import { createElement, Profiler, type ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '@charla/domain/practices';
import { wordChoice } from '../test/practice-fixtures';
import { TestProviders } from '../test/test-providers';
import { wait } from '../test/render-player';
import type * as WordChoiceModule from '../players/word-choice';
import { PracticePlayer } from './practice-player';

const renders = vi.hoisted(() => ({ exercise: 0 }));

vi.mock('../players/word-choice', async (importOriginal) => {
  const original = await importOriginal<typeof WordChoiceModule>();
  const Exercise = original.wordChoicePlayer.Exercise;
  function CountedExercise(props: ComponentProps<typeof Exercise>) {
    renders.exercise++;
    return createElement(Exercise, props);
  }
  return { ...original, wordChoicePlayer: { ...original.wordChoicePlayer, Exercise: CountedExercise } };
});

describe('the timer tick', () => {
  it('re-renders only the timer bar: ten ticks, ten commits, no exercise render', async () => {
    vi.useFakeTimers();
    let commits = 0;
    render(
      <TestProviders>
        <MemoryRouter>
          <Profiler id="player" onRender={() => void commits++}>
            <PracticePlayer practice={wordChoice} random={seededRandom(3)} sendStats={false} />
          </Profiler>
        </MemoryRouter>
      </TestProviders>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Tiempo restante' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    const exerciseRenders = renders.exercise;
    const commitsBefore = commits;
    expect(exerciseRenders).toBeGreaterThan(0);

    for (let tick = 0; tick < 10; tick++) await wait(100);
    expect(bar).toHaveAttribute('aria-valuenow', '29');
    expect(commits - commitsBefore).toBe(10);
    expect(renders.exercise).toBe(exerciseRenders);

    // The counter does count: an answer re-renders the exercise.
    screen.getAllByRole('button', { name: /there|their|they’re/ })[0]!.click();
    await wait(0);
    expect(renders.exercise).toBeGreaterThan(exerciseRenders);
  });
});
