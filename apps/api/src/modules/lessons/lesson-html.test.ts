// A lesson's task and notes are stored with their HTML (docs/decisions/027): rendered by the one renderer
// when the lesson is written, sent with each assignment, never taken from a client, and rendered again at
// start-up for rows written before (or by an older renderer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MARKDOWN_VERSION, renderMarkdown } from '@charla/domain/markdown';
import { assignments, lessons } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/app';
import { renderStaleLessons } from '../../db/lesson-html';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const TASK = '## Tarea\n\nGraba [un audio](https://example.com/guia) <script>alert(1)</script>';
const NOTES = '- *uno*\n- <img src=x onerror="alert(1)">dos';

async function lessonAssignedToStudent1(body: Record<string, unknown>) {
  const created = await t.as('content').post('/api/lessons', { title: 'Con HTML', video_url: VIDEO, ...body });
  expect(created.status).toBe(201);
  const assignmentId = newId();
  await t.db
    .insert(assignments)
    .values({ id: assignmentId, lesson_id: created.body.data.id, user_id: t.people.student1.id });
  return { lessonId: created.body.data.id as string, assignmentId };
}

async function htmlOf(assignmentId: string) {
  const res = await t.as('student1').get(`/api/assignments/${assignmentId}`);
  expect(res.status).toBe(200);
  const { task, notes, task_html, notes_html } = res.body.data;
  return { task, notes, task_html, notes_html };
}

describe('a lesson written through the API', () => {
  it('reaches the student with its task and notes rendered and sanitised, in the item and in the list', async () => {
    const { assignmentId } = await lessonAssignedToStudent1({ task: TASK, notes: NOTES, task_html: '<b>mío</b>' });
    const sent = await htmlOf(assignmentId);
    expect(sent).toEqual({
      task: TASK,
      notes: NOTES,
      task_html: renderMarkdown(TASK),
      notes_html: renderMarkdown(NOTES),
    });
    expect(sent.task_html).toContain('<a href="https://example.com/guia" target="_blank" rel="noopener noreferrer">');
    expect(`${sent.task_html}${sent.notes_html}`).not.toMatch(/<script|<img|onerror|<b>mío/);

    const list = await t.as('student1').get('/api/assignments');
    const row = list.body.data.data.find((item: { id: string }) => item.id === assignmentId);
    expect(row).toMatchObject({ task_html: sent.task_html, notes_html: sent.notes_html });
  });

  it('is rendered again when its texts change, and not when only its title does; no notes, no notes HTML', async () => {
    const { lessonId, assignmentId } = await lessonAssignedToStudent1({ task: 'Primero', notes: 'Notas' });
    expect(await htmlOf(assignmentId)).toMatchObject({ task_html: '<p>Primero</p>', notes_html: '<p>Notas</p>' });

    const put = await t.as('content').put(`/api/lessons/${lessonId}`, {
      title: 'Cambiada',
      video_url: VIDEO,
      task: '**Segundo**',
      notes: null,
    });
    expect(put.status).toBe(200);
    expect(await htmlOf(assignmentId)).toMatchObject({
      task_html: '<p><strong>Segundo</strong></p>',
      notes_html: null,
    });

    expect((await t.as('content').patch(`/api/lessons/${lessonId}`, { notes: 'Otra *vez*' })).status).toBe(200);
    expect((await t.as('content').patch(`/api/lessons/${lessonId}`, { title: 'Solo el título' })).status).toBe(200);
    expect(await htmlOf(assignmentId)).toMatchObject({
      task_html: '<p><strong>Segundo</strong></p>',
      notes_html: '<p>Otra <em>vez</em></p>',
    });
  });
});

describe('renderStaleLessons (after the migrations)', () => {
  it('renders the lessons written without HTML or by an older renderer, and only those', async () => {
    const stale = [newId(), newId()];
    await t.db.insert(lessons).values([
      { id: stale[0]!, title: 'Sin HTML', task: '*a*', notes: null },
      {
        id: stale[1]!,
        title: 'De otro renderizador',
        task: 'b',
        notes: 'c',
        task_html: '<p>viejo</p>',
        html_version: MARKDOWN_VERSION + 1,
      },
    ]);
    expect(await renderStaleLessons(t.db)).toBe(2);
    const rows = await Promise.all(stale.map((id) => t.db.select().from(lessons).where(eq(lessons.id, id))));
    expect(rows.map(([row]) => [row!.task_html, row!.notes_html, row!.html_version])).toEqual([
      ['<p><em>a</em></p>', null, MARKDOWN_VERSION],
      ['<p>b</p>', '<p>c</p>', MARKDOWN_VERSION],
    ]);
    expect(await renderStaleLessons(t.db)).toBe(0);
  });
});
