// The four navigation layouts of spec part 1 §2, label for label. Each link names the area it leads
// to; a link is shown only when the caller's role is offered that area (packages/domain
// navigation), so nobody is sent to a screen the server refuses.
import type { Area, LayoutKind } from '@/lib/access';
import { paths } from '@/lib/paths';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
  /** Absent: always shown (Home). */
  area?: Area;
}
export interface NavGroupEntry {
  kind: 'group';
  label: string;
  items: NavLinkEntry[];
}
export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (label: string, to: string, area?: Area): NavLinkEntry => ({
  kind: 'link',
  label,
  to,
  ...(area ? { area } : {}),
});
const home = link('Home', paths.home);
const admin = (label: string, to: string) => link(label, to, 'admin');

export const NAVIGATION: Record<LayoutKind, NavEntry[]> = {
  student: [
    home,
    link('Perfil', paths.profile, 'profile'),
    link('Lecciones', paths.lessons.list, 'lessons'),
    // Issue 48: the practice catalogue, also for a student without lessons.
    link('Prácticas', paths.practices.list, 'practices'),
    link('SEDs', paths.seds.list, 'seds'),
    link('Sesiones', paths.sessions.list, 'sessions'),
  ],
  admin: [
    home,
    admin('Usuarios', paths.admin.users.list),
    admin('Planes', paths.admin.plans.list),
    admin('Roles', paths.admin.roles.list),
    admin('Vistas', paths.admin.views.list),
    admin('Tutores', paths.admin.tutors.list),
    admin('Estadísticas', paths.admin.insights),
    {
      kind: 'group',
      label: 'Creación de contenido',
      items: [
        link('Lecciones', paths.content.lessons.list, 'content-lessons'),
        link('Prácticas', paths.content.practices.list, 'content-practices'),
        link('Estudiantes', paths.tutor.students, 'tutor-students'),
      ],
    },
  ],
  content: [
    home,
    link('Lecciones', paths.content.lessons.list, 'content-lessons'),
    link('Prácticas', paths.content.practices.list, 'content-practices'),
  ],
  tutor: [
    home,
    link('Estudiantes', paths.tutor.students, 'tutor-students'),
    link('Horario', paths.tutor.schedule, 'tutor-schedule'),
    link('Perfil', paths.profile, 'profile'),
  ],
};

/** The layout's entries the caller is offered; a group with no offered item is left out. */
export function navigationEntries(layout: LayoutKind, areas: readonly Area[]): NavEntry[] {
  const isOffered = (entry: NavLinkEntry) => !entry.area || areas.includes(entry.area);
  return NAVIGATION[layout].flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return isOffered(entry) ? [entry] : [];
    const items = entry.items.filter(isOffered);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

export const LOGOUT_LABEL = 'Cerrar sesión';
