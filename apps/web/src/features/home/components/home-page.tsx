import type { HomeCardId } from '@charla/domain/navigation';
import { PageHeader } from '@/components/page-header';
import { navigationFor } from '@/lib/access';
import { useSession } from '@/lib/use-session';
import { HomeCard } from './home-card';
import { HOME_CARDS, type HomeSection } from './home-cards';

export const NO_CARDS_MESSAGE =
  'Tu rol aún no tiene secciones disponibles. Pide a tu administrador los permisos que necesitas.';

const SECTIONS: { section: HomeSection; heading: string; isHeadingVisible: boolean }[] = [
  { section: 'learning', heading: 'Tu aprendizaje', isHeadingVisible: false },
  { section: 'work', heading: 'Tu trabajo', isHeadingVisible: false },
  { section: 'admin', heading: 'Gestión', isHeadingVisible: true },
];

function CardSection({
  heading,
  isHeadingVisible,
  cards,
}: {
  heading: string;
  isHeadingVisible: boolean;
  cards: HomeCardId[];
}) {
  const headingId = `home-${heading.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className={isHeadingVisible ? 'mb-4 text-lg font-semibold text-slate-900' : 'sr-only'}>
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((id) => {
          const card = HOME_CARDS[id];
          return <HomeCard key={id} title={card.title} description={card.description} to={card.to} icon={card.icon} />;
        })}
      </ul>
    </section>
  );
}

/**
 * Spec part 1 §2: cards to SEDs, 'Mis Sesiones' and Lecciones, a help line, and admin-only cards.
 * Each person sees only the cards of what their role can use (packages/domain navigation):
 * a tutor gets the tutor's cards, a content author the content cards, an admin the admin cards.
 */
export function HomePage() {
  const session = useSession();
  const offer = session ? navigationFor(session.claims) : null;
  const cards = offer?.homeCards ?? [];
  const isLearner = offer?.layout === 'student';

  return (
    <>
      <PageHeader title="Bienvenido a Charla" description="¿Qué quieres hacer hoy?" />
      {SECTIONS.map(({ section, heading, isHeadingVisible }) => {
        const sectionCards = cards.filter((id) => HOME_CARDS[id].section === section);
        return sectionCards.length > 0 ? (
          <CardSection key={section} heading={heading} isHeadingVisible={isHeadingVisible} cards={sectionCards} />
        ) : null;
      })}
      {session && cards.length === 0 ? <p className="mb-10 text-slate-700">{NO_CARDS_MESSAGE}</p> : null}

      <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
        {isLearner
          ? '¿Necesitas ayuda? Pregúntale a tu tutor en tu próxima sesión o contacta al equipo de Charla.'
          : '¿Necesitas ayuda? Contacta al equipo de Charla.'}
      </p>
    </>
  );
}
