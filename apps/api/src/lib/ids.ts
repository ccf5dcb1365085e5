import { v7 } from 'uuid';

/** Time-ordered UUID v7 (DESIGN §3). */
export function newId(): string {
  return v7();
}
