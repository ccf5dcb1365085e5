// A person whose role and user view an administrator created through the API, the way the admin
// screens do it: POST /api/user_views, POST /api/roles, POST /api/users, PATCH /api/users/{id}.
import { expect } from 'vitest';
import type { Permissions, ViewFilter, Views } from '@charla/domain/access';
import type { Client, TestApp } from './app';

export interface RestrictedPerson {
  id: string;
  roleId: string;
  viewId: string;
  client: Client;
}

export interface PersonFields {
  name?: string;
  phone?: string;
  plan_id?: string | null;
  tutor_id?: string | null;
  lesson_level?: number;
}

/** `name` (lowercase letters and underscores) names the view, the role and the person's email. */
export async function restrictedPerson(
  t: TestApp,
  name: string,
  permissions: Permissions,
  views: Views,
  fields: PersonFields = {},
): Promise<RestrictedPerson> {
  const admin = t.as('admin');
  const view = await admin.post('/api/user_views', { name: `${name}_view`, views });
  expect(view.status, JSON.stringify(view.body)).toBe(201);
  const role = await admin.post('/api/roles', { name: `${name}_role`, permissions, user_view_id: view.body.data.id });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const user = await admin.post('/api/users', {
    name: fields.name ?? `Persona ${name}`,
    email: `${name}@vistas.test`,
    phone: fields.phone ?? '+506 0000 0000',
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  const { name: _n, phone: _p, ...assigned } = fields;
  const patched = await admin.patch(`/api/users/${user.body.data.id}`, { role_id: role.body.data.id, ...assigned });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.data.role_id).toBe(role.body.data.id);
  return {
    id: user.body.data.id,
    roleId: role.body.data.id,
    viewId: view.body.data.id,
    client: t.as({ id: user.body.data.id }),
  };
}

export const grant = (
  operations: ViewFilter['operations'],
  collection_field: string,
  operator: ViewFilter['operator'],
  user_field: ViewFilter['user_field'],
): ViewFilter => ({ operations, collection_field, operator, user_field });

export const READ: ViewFilter['operations'] = ['list', 'read'];

/** Ids of an unpaged list (at most 1000 rows), sorted. */
export async function listIds(client: Client, path: string): Promise<string[]> {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.data as { id: string }[]).map((row) => row.id).sort();
}
