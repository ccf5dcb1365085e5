// Helpers for the booking tests: a frozen calendar, payloads as the booking screen sends them, fresh
// students and plans written straight to the database, and row counts to prove a refusal wrote nothing.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { instantOf, type SessionType } from '@charla/domain/booking';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import type { PlanLanguage } from '@charla/domain/plans';
import { plans, sessions, tutors, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import type { Reply, TestApp } from './app';

/**
 * Tuesday 10 November 2026, 09:00 in Mexico City (UTC−6): the window is 11–30 November.
 * Demo tutors (Costa Rica = Mexico City wall clock): Ana Mon–Fri 8–12 and 14–17:30; Carlos Mon/Wed/Fri
 * 18–21 and Sat 9–13, blocked 18–19 on days 15 and 16; Sophie Tue/Thu 10–12:30 and 19:15–20:45, Sun 9–11.
 * The demo's upcoming sessions fall on 11–19 November, so tests book from the 20th on.
 */
export const NOW = '2026-11-10T15:00:00Z';
export const NOW_ISO = new Date(NOW).toISOString();

/** The demo tutors' own tutor records: Ana (tutor1), Carlos (tutor2) and Sophie (tutor3). */
export function demoTutors(t: TestApp): { ana: string; carlos: string; sophie: string } {
  return {
    ana: t.people.tutor1.own_tutor_id!,
    carlos: t.people.tutor2.own_tutor_id!,
    sophie: t.people.tutor3.own_tutor_id!,
  };
}

/**
 * The fixture plans (newPlan) are English ones, and a student is offered only tutors of their plan's
 * language (docs/decisions/029): tests that book the demo's French tutor Sophie with them, or balance
 * 'Any' between her and Ana, first give her English too.
 */
export async function alsoTeaching(t: TestApp, tutorIds: string[], language: PlanLanguage = 'en') {
  await t.db
    .update(tutors)
    .set({ languages: sql`array_append(array_remove(${tutors.languages}, ${language}::text), ${language}::text)` })
    .where(inArray(tutors.id, tutorIds));
}

export const TAKEN = 'Ese horario ya no está disponible. Elige otra hora.';
export const NO_TUTOR = 'No hay tutores disponibles para el horario seleccionado';

export interface BookingBody {
  fecha: string;
  hora: string;
  type: SessionType;
  tutor_id?: string;
  meeting_time?: string;
}

/** The booking payload the web sends: fecha, hora, type, tutor_id and the combined meeting_time. */
export function booking(
  fecha: string,
  hora: string,
  tutor_id: string | undefined,
  type: SessionType = 'speaking-session',
): BookingBody {
  const instant = instantOf(fecha, hora);
  return {
    fecha,
    hora,
    type,
    ...(tutor_id === undefined ? {} : { tutor_id }),
    ...(instant ? { meeting_time: instant.toISOString() } : {}),
  };
}

/** The instant of a Mexico City wall-clock time, as the API returns it. */
export function at(fecha: string, hora: string): string {
  return instantOf(fecha, hora)!.toISOString();
}

export async function sessionRows(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(sessions);
  return row!.n;
}

export async function activeSessionsOf(t: TestApp, studentId: string) {
  return t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, studentId), ne(sessions.estado, 'cancelada')));
}

/** A plan with the given monthly limits. */
export async function newPlan(
  t: TestApp,
  limits: { reading: number; speaking: number; total: number },
  name = `Plan ${newId().slice(-6)}`,
) {
  const id = newId();
  await t.db.insert(plans).values({
    id,
    name,
    language: 'en',
    sed_submission_days: ['MONDAY'],
    maximum_reading_sessions: limits.reading,
    maximum_speaking_sessions: limits.speaking,
    maximum_total_sessions: limits.total,
  });
  return { id, name };
}

/** A student with no sessions yet (plan_id null = no plan). */
export async function newStudent(t: TestApp, planId: string | null, name = `Estudiante ${newId().slice(-6)}`) {
  const id = newId();
  await t.db.insert(users).values({ id, name, email: `${id}@prueba.test`, role_id: STUDENT_ROLE_ID, plan_id: planId });
  return { id, name };
}

/** Expects a refusal: the status and the exact Spanish detail. */
export function expectRefusal(reply: Reply, status: number, detail: string | RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.success).toBe(false);
  if (typeof detail === 'string') expect(reply.body.detail).toBe(detail);
  else expect(String(reply.body.detail)).toMatch(detail);
}
