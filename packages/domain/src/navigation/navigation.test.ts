// Issue 8: each role is offered what its role may use. Grants as the seeded roles give them
// (apps/api/src/db/seed/system.ts; the API's navigation test checks real tokens against this).
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '../ids/index';
import { navigationFor, type NavigationClaims, type NavigationOffer } from './index';
import { RESOURCES } from '../access/vocabulary';

const SEEDED: Record<'admin' | 'student' | 'tutor' | 'content', NavigationClaims> = {
  admin: { role_id: ADMIN_ROLE_ID, role_name: 'admin', granted_resources: [...RESOURCES] },
  student: {
    role_id: STUDENT_ROLE_ID,
    role_name: 'student',
    granted_resources: [
      'users',
      'plans',
      'roles',
      'tutors',
      'sessions',
      'seds',
      'assignments',
      'lessons',
      'practices',
      'practice_stats',
    ],
  },
  tutor: {
    role_id: TUTOR_ROLE_ID,
    role_name: 'tutor',
    tutor_id: '01a1fb99-0000-7000-8000-00000000cccc',
    granted_resources: [
      'users',
      'plans',
      'roles',
      'tutors',
      'sessions',
      'lessons',
      'practices',
      'assignments',
      'practice_stats',
    ],
  },
  content: {
    role_id: CONTENT_ROLE_ID,
    role_name: 'content_creator',
    granted_resources: ['lessons', 'practices', 'users', 'roles', 'plans'],
  },
};

describe('navigationFor, per seeded role', () => {
  it.each<[keyof typeof SEEDED, NavigationOffer]>([
    [
      'student',
      {
        layout: 'student',
        areas: ['profile', 'seds', 'sessions', 'lessons', 'practices', 'progress'],
        homeCards: ['seds', 'sessions', 'lessons', 'practices', 'progress'],
      },
    ],
    [
      'tutor',
      {
        layout: 'tutor',
        areas: ['profile', 'tutor-students', 'tutor-schedule', 'tutor-sessions'],
        homeCards: ['students', 'schedule', 'tutor-sessions'],
      },
    ],
    [
      'content',
      {
        layout: 'content',
        areas: ['profile', 'practices', 'content-lessons', 'content-practices'],
        homeCards: ['content-lessons', 'content-practices'],
      },
    ],
    [
      'admin',
      {
        layout: 'admin',
        areas: [
          'profile',
          'seds',
          'sessions',
          'lessons',
          'practices',
          'progress',
          'tutor-students',
          'tutor-schedule',
          'content-lessons',
          'content-practices',
          'admin',
        ],
        homeCards: ['admin', 'content', 'student-admin'],
      },
    ],
  ])('offers a %s what the role can use', (role, expected) => {
    expect(navigationFor(SEEDED[role])).toEqual(expected);
  });

  it("never offers a tutor the learner's SEDs, booking, assigned lessons or own progress, even with those grants", () => {
    const offer = navigationFor({ ...SEEDED.tutor, granted_resources: [...RESOURCES] });
    expect(
      offer.areas.filter((area) => ['seds', 'sessions', 'lessons', 'practices', 'progress'].includes(area)),
    ).toEqual([]);
  });
});

describe('navigationFor, roles an admin defines', () => {
  it.each<[string, NavigationClaims, Partial<NavigationOffer>]>([
    [
      'a learner role without SEDs gets sessions and lessons only',
      { role_id: 'r', role_name: 'oyente', granted_resources: ['users', 'sessions', 'assignments'] },
      { layout: 'student', homeCards: ['sessions', 'lessons'] },
    ],
    [
      'a role with nothing granted is offered no area and no card',
      { role_id: 'r', role_name: 'invitado', granted_resources: [] },
      { layout: 'student', areas: [], homeCards: [] },
    ],
    [
      'a content role without practices gets the lessons card alone',
      { role_id: CONTENT_ROLE_ID, role_name: 'content_creator', granted_resources: ['lessons'] },
      { layout: 'content', areas: ['content-lessons'], homeCards: ['content-lessons'] },
    ],
    [
      'an admin-like role without the admin id is no admin',
      { role_id: 'r', role_name: 'admin', granted_resources: [...RESOURCES] },
      { layout: 'student', homeCards: ['seds', 'sessions', 'lessons', 'practices', 'progress'] },
    ],
    [
      'a learner role that reads runs but not practices is not offered its progress (the server reads both)',
      { role_id: 'r', role_name: 'oyente', granted_resources: ['users', 'assignments', 'practice_stats'] },
      { layout: 'student', areas: ['profile', 'lessons'], homeCards: ['lessons'] },
    ],
    [
      'a learner role with both gets the practices and its progress, nothing else',
      { role_id: 'r', role_name: 'oyente', granted_resources: ['practices', 'practice_stats'] },
      { layout: 'student', areas: ['practices', 'progress'], homeCards: ['practices', 'progress'] },
    ],
    [
      'a learner with no lessons still reaches the practices (issue 48)',
      { role_id: 'r', role_name: 'oyente', granted_resources: ['users', 'practices'] },
      { layout: 'student', areas: ['profile', 'practices'], homeCards: ['practices'] },
    ],
  ])('%s', (_name, claims, expected) => {
    expect(navigationFor(claims)).toMatchObject(expected);
  });
});
