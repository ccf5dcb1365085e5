// At most one plan is the default, the one registration gives new students (docs/decisions/018). The
// partial unique index plans_single_default_idx holds the rule in the database; this is how a write
// through the API moves the mark without running into it.
import { and, eq, ne } from 'drizzle-orm';
import { plans } from '../../db/schema';
import { lockFor, type Tx } from '../../db/tx';

/** Serialises the writes that move the mark (any fixed number, apart from db/tx LOCKS). */
const DEFAULT_PLAN_LOCK = 7_303_301;

/**
 * Makes `planId` the only default plan, in the caller's transaction: the previous default is unset
 * first and this one set after, because a unique index is checked as each row is written. The lock
 * makes two concurrent switches take turns, so the second sees the first's default and unsets it.
 */
export async function makeDefaultPlan(tx: Tx, planId: string): Promise<void> {
  await lockFor(tx, DEFAULT_PLAN_LOCK);
  await tx
    .update(plans)
    .set({ is_default: false })
    .where(and(eq(plans.is_default, true), ne(plans.id, planId)));
  await tx.update(plans).set({ is_default: true }).where(eq(plans.id, planId));
}

type Row = Record<string, unknown>;
interface DefaultInput {
  is_default?: boolean | undefined;
}

/**
 * The plans resource's hooks: `is_default: true` on POST, PATCH or PUT moves the mark in that write's
 * own transaction. A new plan is inserted as not default and marked after its insert.
 */
export const singleDefaultPlan = {
  prepareCreate: (_actor: unknown, input: DefaultInput): Row => ({ ...input, is_default: false }),
  afterCreate: async (tx: Tx, row: Row, input: DefaultInput): Promise<void> => {
    if (input.is_default === true) await makeDefaultPlan(tx, row.id as string);
  },
  beforeUpdate: async (tx: Tx, current: Row, input: DefaultInput): Promise<void> => {
    if (input.is_default === true) await makeDefaultPlan(tx, current.id as string);
  },
};
