import { BookOpen, CalendarCheck, ClipboardList, GraduationCap, MessageSquareText, SquarePen, ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { isAdmin } from '@/lib/access';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { HomeCard } from './home-card';

const ICON = 'size-6';

/** Spec part 1 §2: cards to SEDs, 'Mis Sesiones' and Lecciones, a help line, and admin-only cards. */
export function HomePage() {
  const session = useSession();
  const showAdminCards = session ? isAdmin(session.claims) : false;
  // The tutor navigation is the spec's list verbatim, so the tutor's sessions are reached from here
  // (docs/decisions/009).
  const showTutorCard = Boolean(session?.claims.tutor_id);

  return (
    <>
      <PageHeader title="Bienvenido a Charla" description="¿Qué quieres hacer hoy?" />
      <section aria-labelledby="home-learning">
        <h2 id="home-learning" className="sr-only">Tu aprendizaje</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <HomeCard
            title="SEDs"
            description="Envía tus formularios de evaluación y revisa la retroalimentación."
            to={paths.seds.list}
            icon={<ClipboardList className={ICON} />}
          />
          <HomeCard
            title="Mis Sesiones"
            description="Agenda, consulta o cancela tus sesiones con tutores."
            to={paths.sessions.list}
            icon={<CalendarCheck className={ICON} />}
          />
          <HomeCard
            title="Lecciones"
            description="Lee tus lecciones asignadas y envía tus tareas."
            to={paths.lessons.list}
            icon={<BookOpen className={ICON} />}
          />
          {showTutorCard ? (
            <HomeCard
              title="Sesiones con estudiantes"
              description="Tus sesiones como tutor y la retroalimentación para tus estudiantes."
              to={paths.tutor.sessions}
              icon={<MessageSquareText className={ICON} />}
            />
          ) : null}
        </ul>
      </section>

      {showAdminCards ? (
        <section aria-labelledby="home-admin" className="mt-10">
          <h2 id="home-admin" className="mb-4 text-lg font-semibold text-slate-900">Gestión</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <HomeCard
              title="Administración"
              description="Usuarios, planes, roles, vistas y tutores."
              to={paths.admin.users.list}
              icon={<ShieldCheck className={ICON} />}
            />
            <HomeCard
              title="Creación de Contenido"
              description="Lecciones y prácticas para los estudiantes."
              to={paths.content.lessons.list}
              icon={<SquarePen className={ICON} />}
            />
            <HomeCard
              title="Administración de estudiantes"
              description="Estudiantes, su nivel y sus lecciones asignadas."
              to={paths.tutor.students}
              icon={<GraduationCap className={ICON} />}
            />
          </ul>
        </section>
      ) : null}

      <p className="mt-10 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
        ¿Necesitas ayuda? Pregúntale a tu tutor en tu próxima sesión o contacta al equipo de Charla.
      </p>
    </>
  );
}
