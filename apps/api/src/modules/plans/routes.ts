// Plans: language, SED submission days and monthly session quotas.
import type { FastifyInstance } from 'fastify';
import { PlanCreateInput, PlanPatchInput, type Plan } from '@charla/domain/plans';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { createCrud } from '../../lib/crud';
import { collectionRoutes } from '../../lib/crud-routes';

export const planList = {
  sortable: { name: plans.name, language: plans.language, created_at: plans.created_at, id: plans.id },
  defaultSort: { by: 'name', order: 1 as const },
  equality: { language: { column: plans.language, kind: 'text' as const } },
  search: [plans.name],
  tiebreak: plans.id,
};

export const planColumns = {
  id: plans.id, name: plans.name, language: plans.language, sed_submission_days: plans.sed_submission_days,
  maximum_reading_sessions: plans.maximum_reading_sessions,
  maximum_speaking_sessions: plans.maximum_speaking_sessions,
  maximum_total_sessions: plans.maximum_total_sessions,
  created_at: plans.created_at, updated_at: plans.updated_at,
};

export function planRoutes(app: FastifyInstance, db: Db) {
  const crud = createCrud<Plan>(db, {
    collection: 'plans',
    resource: 'plans',
    table: plans,
    columns: planColumns,
    accessColumns: accessColumnsFor('plans', plans),
    list: planList,
    notFoundMessage: 'Plan no encontrado',
  });

  collectionRoutes(app, {
    path: '/plans',
    resource: 'plans',
    collection: 'plans',
    tag: 'plans',
    list: planList,
    createBody: PlanCreateInput,
    updateBody: PlanPatchInput,
    updateMethods: ['patch', 'put'],
    service: crud,
  });
}
