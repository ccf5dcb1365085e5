import { z } from 'zod';
import { isUuid } from '@charla/domain/ids';
import { notFound } from './errors';

export const IdParams = z.object({ id: z.string().max(100) });

/** A path id that is not a UUID names nothing: 404, like a row the caller may not see. */
export function requireId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}
