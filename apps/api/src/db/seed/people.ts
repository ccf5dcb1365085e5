// Demo plans and people (DESIGN §10): one admin, one content author, three tutors with different
// availability (one with a blocked slot) and languages, five students with tutors and plans.
import { eq } from 'drizzle-orm';
import type { Availability, BlockedSlot } from '@charla/domain/availability';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import type { PlanLanguage } from '@charla/domain/plans';
import { hashPassword } from '../../auth/passwords';
import { newId } from '../../lib/ids';
import { plans, tutors, users } from '../schema';
import type { Tx } from '../tx';

export const DEMO_PASSWORD = 'charla123';
/** The demo plans' minimum cancellation notice (docs/decisions/024); the demo's bookings lie beyond it. */
export const DEMO_CANCEL_NOTICE_HOURS = 12;

const PLANS = [
  {
    name: 'Básico',
    language: 'en',
    sed_submission_days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    maximum_reading_sessions: 2,
    maximum_speaking_sessions: 4,
    maximum_total_sessions: 6,
    // New accounts start on it (docs/decisions/018).
    is_default: true,
    cancel_notice_hours: DEMO_CANCEL_NOTICE_HOURS,
  },
  {
    name: 'Intensivo',
    language: 'en',
    sed_submission_days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
    maximum_reading_sessions: 8,
    maximum_speaking_sessions: 8,
    maximum_total_sessions: 12,
    cancel_notice_hours: DEMO_CANCEL_NOTICE_HOURS,
  },
  {
    name: 'Francés',
    language: 'fr',
    sed_submission_days: ['TUESDAY', 'THURSDAY'],
    maximum_reading_sessions: 2,
    maximum_speaking_sessions: 2,
    maximum_total_sessions: 4,
    cancel_notice_hours: DEMO_CANCEL_NOTICE_HOURS,
  },
];

const weekdays = (slots: { start_time: number; end_time: number }[]): Availability => ({
  MONDAY: slots,
  TUESDAY: slots,
  WEDNESDAY: slots,
  THURSDAY: slots,
  FRIDAY: slots,
});

const TUTORS: {
  name: string;
  email: string;
  phone: string;
  /** What they teach (docs/decisions/029): Ana and Carlos English, Sophie French. */
  languages: PlanLanguage[];
  availability: Availability;
  blocked: BlockedSlot[];
}[] = [
  {
    name: 'Ana Rodríguez',
    email: 'tutor1@charla.test',
    languages: ['en'],
    phone: '+506 8800 1001',
    availability: weekdays([
      { start_time: 8, end_time: 12 },
      { start_time: 14, end_time: 17.5 },
    ]),
    blocked: [],
  },
  {
    name: 'Carlos Méndez',
    email: 'tutor2@charla.test',
    languages: ['en'],
    phone: '+506 8800 1002',
    availability: {
      MONDAY: [{ start_time: 18, end_time: 21 }],
      WEDNESDAY: [{ start_time: 18, end_time: 21 }],
      FRIDAY: [{ start_time: 18, end_time: 21 }],
      SATURDAY: [{ start_time: 9, end_time: 13 }],
    },
    blocked: [{ dates: [15, 16], start_time: 18, end_time: 19 }],
  },
  {
    name: 'Sophie Martin',
    email: 'tutor3@charla.test',
    languages: ['fr'],
    phone: '+506 8800 1003',
    availability: {
      TUESDAY: [
        { start_time: 10, end_time: 12.5 },
        { start_time: 19.25, end_time: 20.75 },
      ],
      THURSDAY: [
        { start_time: 10, end_time: 12.5 },
        { start_time: 19.25, end_time: 20.75 },
      ],
      SUNDAY: [{ start_time: 9, end_time: 11 }],
    },
    blocked: [],
  },
];

const STUDENTS = [
  { name: 'Lucía Hernández', plan: 'Básico', tutor: 0, level: 1 },
  { name: 'Diego Ramírez', plan: 'Intensivo', tutor: 0, level: 3 },
  { name: 'Valeria Torres', plan: 'Intensivo', tutor: 1, level: 2 },
  { name: 'Mateo Jiménez', plan: 'Básico', tutor: 1, level: 0 },
  { name: 'Camila Vargas', plan: 'Francés', tutor: 2, level: 1 },
];

export interface DemoPeople {
  adminId: string;
  contentId: string;
  tutorIds: string[];
  tutorUserIds: string[];
  studentIds: string[];
  planIds: Record<string, string>;
}

export async function seedPeople(tx: Tx): Promise<DemoPeople> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const planIds: Record<string, string> = {};
  for (const plan of PLANS) {
    planIds[plan.name] = newId();
    await tx.insert(plans).values({ id: planIds[plan.name]!, ...plan });
  }

  const person = (name: string, email: string, role_id: string, phone: string) => ({
    id: newId(),
    name,
    email,
    phone,
    role_id,
    password_hash: passwordHash,
  });
  const admin = person('Administración Charla', 'admin@charla.test', ADMIN_ROLE_ID, '+52 55 1000 0001');
  const content = person('Paula Contenido', 'contenido@charla.test', CONTENT_ROLE_ID, '+52 55 1000 0002');
  await tx.insert(users).values([admin, content]);

  const tutorIds: string[] = [];
  const tutorUserIds: string[] = [];
  for (const tutor of TUTORS) {
    const user = person(tutor.name, tutor.email, TUTOR_ROLE_ID, tutor.phone);
    const tutorId = newId();
    await tx.insert(users).values(user);
    await tx.insert(tutors).values({
      id: tutorId,
      user_id: user.id,
      public_name: tutor.name,
      timezone: 'America/Costa_Rica',
      languages: tutor.languages,
      availability: tutor.availability,
      blocked_slots: tutor.blocked,
    });
    await tx.update(users).set({ tutor_id: tutorId }).where(eq(users.id, user.id));
    tutorIds.push(tutorId);
    tutorUserIds.push(user.id);
  }

  const studentIds: string[] = [];
  for (const [index, student] of STUDENTS.entries()) {
    const user = {
      ...person(student.name, `estudiante${index + 1}@charla.test`, STUDENT_ROLE_ID, `+52 55 2000 000${index + 1}`),
      plan_id: planIds[student.plan]!,
      tutor_id: tutorIds[student.tutor]!,
      lesson_level: student.level,
    };
    await tx.insert(users).values(user);
    studentIds.push(user.id);
  }
  return { adminId: admin.id, contentId: content.id, tutorIds, tutorUserIds, studentIds, planIds };
}
