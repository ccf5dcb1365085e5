// Every Home card once: its text, destination and icon. Which of them a person sees is decided by
// navigationFor (packages/domain navigation).
import type { ReactNode } from 'react';
import {
  BookOpen,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  Dumbbell,
  GraduationCap,
  MessageSquareText,
  NotebookPen,
  ShieldCheck,
  SquarePen,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { HomeCardId } from '@charla/domain/navigation';
import { paths } from '@/lib/paths';

export type HomeSection = 'learning' | 'work' | 'admin';

export interface HomeCardContent {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  section: HomeSection;
}

const ICON = 'size-6';

export const HOME_CARDS: Record<HomeCardId, HomeCardContent> = {
  // Spec part 1 §2: cards to SEDs, 'Mis Sesiones' and Lecciones.
  seds: {
    title: 'SEDs',
    description: 'Envía tus formularios de evaluación y revisa la retroalimentación.',
    to: paths.seds.list,
    icon: <ClipboardList className={ICON} />,
    section: 'learning',
  },
  sessions: {
    title: 'Mis Sesiones',
    description: 'Agenda, consulta o cancela tus sesiones con tutores.',
    to: paths.sessions.list,
    icon: <CalendarCheck className={ICON} />,
    section: 'learning',
  },
  lessons: {
    title: 'Lecciones',
    description: 'Lee tus lecciones asignadas y envía tus tareas.',
    to: paths.lessons.list,
    icon: <BookOpen className={ICON} />,
    section: 'learning',
  },
  // Issue 48: the practice catalogue, in the plan's language first.
  practices: {
    title: 'Prácticas',
    description: 'Ejercicios cortos para practicar cuando quieras, tengas lecciones o no.',
    to: paths.practices.list,
    icon: <Dumbbell className={ICON} />,
    section: 'learning',
  },
  // Issue 10: the student's results per practice.
  progress: {
    title: 'Mi progreso',
    description: 'Tu mejor puntaje y tu último intento en cada práctica.',
    to: paths.progress,
    icon: <TrendingUp className={ICON} />,
    section: 'learning',
  },
  // A tutor's and a content author's cards carry the labels of their navigation (spec part 1 §2).
  students: {
    title: 'Estudiantes',
    description: 'Tus estudiantes, su nivel y sus lecciones asignadas.',
    to: paths.tutor.students,
    icon: <Users className={ICON} />,
    section: 'work',
  },
  schedule: {
    title: 'Horario',
    description: 'Tu disponibilidad semanal para sesiones con estudiantes.',
    to: paths.tutor.schedule,
    icon: <CalendarClock className={ICON} />,
    section: 'work',
  },
  // The tutor navigation is the spec's list verbatim, so the tutor's sessions are reached from here
  // (docs/decisions/009).
  'tutor-sessions': {
    title: 'Sesiones con estudiantes',
    description: 'Tus sesiones como tutor y la retroalimentación para tus estudiantes.',
    to: paths.tutor.sessions,
    icon: <MessageSquareText className={ICON} />,
    section: 'work',
  },
  'content-lessons': {
    title: 'Lecciones',
    description: 'Crea y edita las lecciones que se asignan a los estudiantes.',
    to: paths.content.lessons.list,
    icon: <NotebookPen className={ICON} />,
    section: 'work',
  },
  'content-practices': {
    title: 'Prácticas',
    description: 'Crea y edita las prácticas interactivas de las lecciones.',
    to: paths.content.practices.list,
    icon: <Dumbbell className={ICON} />,
    section: 'work',
  },
  // Spec part 1 §6: only admins see these three.
  admin: {
    title: 'Administración',
    description: 'Usuarios, planes, roles, vistas y tutores.',
    to: paths.admin.users.list,
    icon: <ShieldCheck className={ICON} />,
    section: 'admin',
  },
  content: {
    title: 'Creación de Contenido',
    description: 'Lecciones y prácticas para los estudiantes.',
    to: paths.content.lessons.list,
    icon: <SquarePen className={ICON} />,
    section: 'admin',
  },
  'student-admin': {
    title: 'Administración de estudiantes',
    description: 'Estudiantes, su nivel y sus lecciones asignadas.',
    to: paths.tutor.students,
    icon: <GraduationCap className={ICON} />,
    section: 'admin',
  },
};
