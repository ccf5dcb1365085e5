import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@charla/domain/markdown';
import { lessonFirstImage } from './get-assignment';

describe('lessonFirstImage', () => {
  const notes = renderMarkdown('![Notas](/images/notas.svg)');
  const task = renderMarkdown('![Tarea](/images/tarea.svg)');

  it("is the notes' first image, shown before the task", () => {
    expect(lessonFirstImage({ notes_html: notes, task_html: task })).toBe('/images/notas.svg');
  });

  it("is the task's when the notes are empty or have none", () => {
    expect(lessonFirstImage({ notes_html: null, task_html: task })).toBe('/images/tarea.svg');
    expect(lessonFirstImage({ notes_html: renderMarkdown('Sin imagen'), task_html: task })).toBe('/images/tarea.svg');
    expect(lessonFirstImage({ notes_html: null, task_html: renderMarkdown('Nada') })).toBeNull();
  });
});
