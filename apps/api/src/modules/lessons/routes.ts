// GET /lessons/{id}/practices: the lesson's linked practices in their order (spec part 2 §7; one call
// for the lesson page, docs/decisions/019). A sub-resource follows its parent (DESIGN §5): the lesson is
// read through the lessons CRUD, so the caller's grant decides (a student's lesson only through an
// assignment; 404 'Lección no encontrada' otherwise), then its practices are returned.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listResponse } from '@charla/domain/http';
import { Practice } from '@charla/domain/practices';
import type { Db } from '../../db/client';
import { lessonPractices, practices } from '../../db/schema';
import { IdParams, requireId } from '../../lib/params';
import { accessTo, replies, typed } from '../../lib/routing';
import type { ResourceService } from '../../lib/resource';
import type { Lesson } from '@charla/domain/lessons';

/** The Practice entity's projection (the same columns as GET /practices/{id}). */
const practiceColumns = {
  id: practices.id,
  title: practices.title,
  instructions: practices.instructions,
  props: practices.props,
  language: practices.language,
  created_at: practices.created_at,
  updated_at: practices.updated_at,
};

export function lessonPracticeRoutes(app: FastifyInstance, db: Db, lessonReads: ResourceService<Lesson>) {
  const linked = (lessonId: string) =>
    db
      .select(practiceColumns)
      .from(lessonPractices)
      .innerJoin(practices, eq(practices.id, lessonPractices.practice_id))
      .where(eq(lessonPractices.lesson_id, lessonId))
      .orderBy(asc(lessonPractices.position));

  typed(app).get(
    '/lessons/:id/practices',
    {
      schema: {
        tags: ['lessons'],
        operationId: 'lessons_practices',
        summary: 'Lecciones: sus prácticas, en orden',
        params: IdParams,
        response: replies({ 200: listResponse(Practice) }),
      },
      config: accessTo('lessons', 'lessons').read,
    },
    async (req) => {
      const lesson = await lessonReads.get(req.actor, requireId(req.params.id));
      const data = await linked(lesson.id);
      return { success: true as const, data: { data, page_number: null, page_size: data.length } };
    },
  );
}
