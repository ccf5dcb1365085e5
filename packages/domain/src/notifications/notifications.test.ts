import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../access/vocabulary';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '../ids/index';
import type { NavigationClaims } from '../navigation/index';
import { notificationKindsFor, type NotificationKind } from './index';

const granted = [...RESOURCES];
const LEARNER: NotificationKind[] = [
  'session_booked',
  'session_rescheduled',
  'session_cancelled',
  'session_reminder',
  'session_feedback',
  'sed_processed',
  'lesson_assigned',
  'homework_feedback',
];

describe('notificationKindsFor: only the notices that can reach the person (issue 48)', () => {
  it.each<[string, NavigationClaims, NotificationKind[]]>([
    [
      'a student: their sessions, SEDs and lessons',
      { role_id: STUDENT_ROLE_ID, role_name: 'student', granted_resources: granted },
      LEARNER,
    ],
    [
      "a tutor: their students' sessions and homework",
      { role_id: TUTOR_ROLE_ID, role_name: 'tutor', tutor_id: 't', granted_resources: granted },
      ['session_booked', 'session_rescheduled', 'session_cancelled', 'session_reminder', 'homework_submitted'],
    ],
    [
      'a content author: none',
      {
        role_id: CONTENT_ROLE_ID,
        role_name: 'content_creator',
        granted_resources: ['lessons', 'practices', 'users', 'roles', 'plans'],
      },
      [],
    ],
    [
      "an admin: a learner's, never a tutor's homework",
      { role_id: ADMIN_ROLE_ID, role_name: 'admin', granted_resources: granted },
      LEARNER,
    ],
    [
      'a learner role without SEDs: no SED notice',
      { role_id: 'r', role_name: 'oyente', granted_resources: ['sessions', 'assignments'] },
      LEARNER.filter((kind) => kind !== 'sed_processed'),
    ],
  ])('%s', (_, claims, expected) => {
    expect(notificationKindsFor(claims)).toEqual(expected);
  });
});
