// The four navigation layouts of spec part 1 §2, label for label.
import type { LayoutKind } from '@/lib/access';
import { paths } from '@/lib/paths';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
}
export interface NavGroupEntry {
  kind: 'group';
  label: string;
  items: NavLinkEntry[];
}
export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (label: string, to: string): NavLinkEntry => ({ kind: 'link', label, to });
const home = link('Home', paths.home);

export const NAVIGATION: Record<LayoutKind, NavEntry[]> = {
  student: [
    home,
    link('Perfil', paths.profile),
    link('Lecciones', paths.lessons.list),
    link('SEDs', paths.seds.list),
    link('Sesiones', paths.sessions.list),
  ],
  admin: [
    home,
    link('Usuarios', paths.admin.users.list),
    link('Planes', paths.admin.plans.list),
    link('Roles', paths.admin.roles.list),
    link('Vistas', paths.admin.views.list),
    link('Tutores', paths.admin.tutors.list),
    {
      kind: 'group',
      label: 'Creación de contenido',
      items: [
        link('Lecciones', paths.content.lessons.list),
        link('Prácticas', paths.content.practices.list),
        link('Estudiantes', paths.tutor.students),
      ],
    },
  ],
  content: [
    home,
    link('Lecciones', paths.content.lessons.list),
    link('Prácticas', paths.content.practices.list),
  ],
  tutor: [
    home,
    link('Estudiantes', paths.tutor.students),
    link('Horario', paths.tutor.schedule),
    link('Perfil', paths.profile),
  ],
};

export const LOGOUT_LABEL = 'Cerrar sesión';
