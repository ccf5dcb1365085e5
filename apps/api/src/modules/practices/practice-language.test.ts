// A practice's language (issue 48): content authors set it (English when left out; a save without it
// keeps it), and a student's list shows the practices in their plan's language first — the French
// plan's demo student sees the French ones before the English — while an explicit sort is followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans } from '../../db/schema';
import { startTestApp, type Person, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PROPS = {
  practice_type: 'fill-in-the-blank',
  exercises: [{ hint: 'être', sentence: 'Je <blank> ici.', answer: 'suis' }],
};
const body = (title: string, language?: string) => ({
  title,
  instructions: 'Escribe la palabra que falta.',
  props: PROPS,
  ...(language ? { language } : {}),
});

/** Every practice the caller's list shows, page after page, as [title, language]. */
async function catalogue(who: Person, query = '') {
  const shown: [string, string][] = [];
  for (let page = 1; ; page++) {
    const res = await t.as(who).get(`/api/practices?page_number=${page}&page_size=10${query}`);
    expect(res.status).toBe(200);
    const rows = res.body.data.data as { title: string; language: string }[];
    shown.push(...rows.map((row): [string, string] => [row.title, row.language]));
    if (rows.length < 10) return shown;
  }
}
const languages = (shown: [string, string][]) => shown.map(([, language]) => language);
/** The list as runs of one language: ['fr', 'en'] means every French one, then every English one. */
const runs = (list: string[]) => list.filter((language, i) => language !== list[i - 1]);

describe('a practice’s language', () => {
  it('is set by its author, English when left out, kept by a save that leaves it out; anything else a Spanish 422', async () => {
    const content = t.as('content');
    const french = await content.post('/api/practices', body('Être, primera', 'fr'));
    expect(french.status).toBe(201);
    expect(french.body.data.language).toBe('fr');
    const plain = await content.post('/api/practices', body('Sin idioma'));
    expect(plain.body.data.language).toBe('en');
    const saved = await content.put(`/api/practices/${french.body.data.id}`, body('Être, editada'));
    expect(saved.body.data).toMatchObject({ title: 'Être, editada', language: 'fr' });
    const read = await t.as('student1').get(`/api/practices/${french.body.data.id}`);
    expect(read.body.data.language).toBe('fr');
    const wrong = await content.post('/api/practices', body('Alemán', 'de'));
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toEqual([
      { loc: ['body', 'language'], msg: 'El idioma debe ser en, es o fr', type: expect.any(String) },
    ]);
  });
});

describe('a student’s list', () => {
  it('the French plan’s demo student sees every French practice first, the rest after', async () => {
    const shown = await catalogue('student5');
    expect(runs(languages(shown))).toEqual(['fr', 'en']);
    const french = shown.filter(([, language]) => language === 'fr').length;
    expect(shown.slice(0, french).map(([title]) => title)).toEqual(
      expect.arrayContaining(['Le o la', 'El verbo être', 'Del presente al passé composé']),
    );
  });

  it('an English plan’s student sees the English ones first; the same practices either way', async () => {
    const english = await catalogue('student1');
    expect(runs(languages(english))).toEqual(['en', 'fr']);
    const french = await catalogue('student5');
    expect([...english].sort()).toEqual([...french].sort());
  });

  it('follows the plan’s language as it is now, and an explicit sort as asked', async () => {
    const planId = t.people.student1.plan_id!;
    const [before] = await t.db.select({ language: plans.language }).from(plans).where(eq(plans.id, planId));
    await t.db.update(plans).set({ language: 'fr' }).where(eq(plans.id, planId));
    try {
      expect(runs(languages(await catalogue('student1')))).toEqual(['fr', 'en']);
      // By title, as for someone without a plan: the languages mixed.
      const byTitle = await catalogue('student1', '&sort_by=title');
      expect(byTitle).toEqual(await catalogue('content', '&sort_by=title'));
      expect(runs(languages(byTitle)).length).toBeGreaterThan(2);
    } finally {
      await t.db.update(plans).set({ language: before!.language }).where(eq(plans.id, planId));
    }
  });

  it('someone without a plan gets the newest first, whatever the language', async () => {
    const shown = await catalogue('content');
    expect(shown).toHaveLength((await catalogue('student1')).length);
    expect(runs(languages(shown))).not.toEqual(['en', 'fr']);
  });
});
