// Screens that later issues will build. Each renders <ComingSoon> inside the right guard, layout
// and area chunk (routes.tsx); replace an entry here with the real page when it lands.
import { paths } from '@/lib/paths';

export interface ComingSoonRoute {
  path: string;
  title: string;
}

const ID = ':id';

const adminCrud = (
  crud: { list: string; create: string; edit: (id: string) => string },
  list: string,
  create: string,
  edit: string,
) => [
  { path: crud.list, title: list },
  { path: crud.create, title: create },
  { path: crud.edit(ID), title: edit },
];

/** Admin areas (admins only). */
export const ADMIN_ROUTES: ComingSoonRoute[] = [
  ...adminCrud(paths.admin.roles, 'Roles', 'Nuevo rol', 'Editar rol'),
  ...adminCrud(paths.admin.views, 'Vistas', 'Nueva vista', 'Editar vista'),
];
