// Plans: language, SED submission days and monthly session quotas.
import { Plan, PlanCreateInput, PlanPatchInput } from '@charla/domain/plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { singleDefaultPlan } from './default-plan';

export const planList = {
  sortable: { name: plans.name, language: plans.language, created_at: plans.created_at, id: plans.id },
  defaultSort: { by: 'name', order: 1 as const },
  equality: { language: { column: plans.language, kind: 'text' as const } },
  search: [plans.name],
  tiebreak: plans.id,
};

export const planColumns = {
  id: plans.id,
  name: plans.name,
  language: plans.language,
  sed_submission_days: plans.sed_submission_days,
  maximum_reading_sessions: plans.maximum_reading_sessions,
  maximum_speaking_sessions: plans.maximum_speaking_sessions,
  maximum_total_sessions: plans.maximum_total_sessions,
  is_default: plans.is_default,
  cancel_notice_hours: plans.cancel_notice_hours,
  created_at: plans.created_at,
  updated_at: plans.updated_at,
};

export function planResource(db: Db) {
  return defineResource(db, {
    path: '/plans',
    resource: 'plans',
    collection: 'plans',
    table: plans,
    columns: planColumns,
    list: planList,
    notFoundMessage: 'Plan no encontrado',
    contracts: { entity: Plan, create: PlanCreateInput, update: PlanPatchInput },
    updateMethods: ['patch', 'put'],
    hooks: singleDefaultPlan,
  });
}
