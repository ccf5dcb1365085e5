import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { TrendingUp } from 'lucide-react';
import type { TokenClaims } from '@charla/domain/auth';
import { Button, buttonClass } from '@/components/button';
import { InlineAlert } from '@/components/inline-alert';
import { PageHeader } from '@/components/page-header';
import { layoutFor, navigationFor } from '@/lib/access';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { usePlan } from '@/lib/plans';
import { useRole } from '../api/get-role';
import { useTutorByUser } from '../api/get-tutor-by-user';
import { useUser } from '../api/get-user';
import { PersonalSection } from './personal-section';
import { CalendarSection } from './calendar-section';
import { NoticesSection } from './notices-section';
import { PlanSection } from './plan-section';
import { RoleSection } from './role-section';
import { PROFILE_LOAD_ERROR } from './section-state';
import { SessionSection } from './session-section';
import { TutorSection } from './tutor-section';

export const USER_LOAD_ERROR = 'No se pudo obtener la información del usuario';

function Profile({ claims }: { claims: TokenClaims }) {
  const navigate = useNavigate();
  const isTutorUser = Boolean(claims.tutor_id);
  const userQuery = useUser(claims.id);
  const user = userQuery.data;
  // Role and plan come from the user row (current), not from the token (as of sign-in).
  const roleQuery = useRole(user?.role_id);
  const planQuery = usePlan(user?.plan_id);
  const tutorQuery = useTutorByUser(claims.id, isTutorUser);

  // Spec part 1 §8: without the user the profile is useless; the session starts over at /login. Only
  // when the account itself is gone (404) or the token refused (401, the api-client's own message):
  // a network failure or a server error is shown with a retry, and the session stays (issue 8).
  const userError = userQuery.error;
  const endingStatus = userError instanceof ApiError && [401, 404].includes(userError.status) ? userError.status : null;
  useEffect(() => {
    if (endingStatus === null) return;
    if (endingStatus === 404) {
      toast.error(USER_LOAD_ERROR, { id: 'profile-user-error' });
      clearSession();
    }
    navigate(paths.login, { replace: true });
  }, [endingStatus, navigate]);
  const userFailed = Boolean(userError) && endingStatus === null;

  const sectionFailed = roleQuery.isError || planQuery.isError || tutorQuery.isError;
  useEffect(() => {
    if (sectionFailed) toast.error(PROFILE_LOAD_ERROR, { id: 'profile-load-error' });
  }, [sectionFailed]);

  const waitingForUser = userQuery.isPending;
  // Issue 48: the plan is a learner's (anyone else sees it only when they have one); the calendar of
  // sessions is for whoever has sessions, as a student or as a tutor.
  const showsPlan = layoutFor(claims) === 'student' || Boolean(user?.plan_id);
  const { areas } = navigationFor(claims);
  const hasSessions = areas.includes('sessions') || areas.includes('tutor-sessions');
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {userFailed ? (
        <InlineAlert
          className="lg:col-span-2"
          action={
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={userQuery.isFetching}
              onClick={() => void userQuery.refetch()}
            >
              Reintentar
            </Button>
          }
        >
          {USER_LOAD_ERROR}: {userError?.message}
        </InlineAlert>
      ) : null}
      <PersonalSection userId={claims.id} user={user} isLoading={waitingForUser} />
      <RoleSection
        role={roleQuery.data}
        isLoading={waitingForUser || roleQuery.isLoading}
        isError={roleQuery.isError || userFailed}
      />
      {showsPlan ? (
        <PlanSection
          hasPlan={Boolean(user?.plan_id)}
          plan={planQuery.data}
          isLoading={waitingForUser || planQuery.isLoading}
          isError={planQuery.isError || userFailed}
        />
      ) : null}
      {isTutorUser ? (
        <TutorSection tutor={tutorQuery.data} isLoading={tutorQuery.isLoading} isError={tutorQuery.isError} />
      ) : null}
      <NoticesSection />
      {hasSessions ? <CalendarSection /> : null}
      <SessionSection claims={claims} />
    </div>
  );
}

export const MY_PROGRESS_LINK = 'Mi progreso';

export function ProfilePage() {
  const session = useSession();
  // Issue 10: 'Mi progreso' is reached from the profile too, by whoever is offered it.
  const hasProgress = session ? navigationFor(session.claims).areas.includes('progress') : false;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title="Mi Perfil" />
        {hasProgress ? (
          <Link to={paths.progress} className={buttonClass('secondary', 'mb-6 sm:mt-1')}>
            <TrendingUp aria-hidden="true" className="size-4" />
            {MY_PROGRESS_LINK}
          </Link>
        ) : null}
      </div>
      {session ? <Profile claims={session.claims} /> : null}
    </>
  );
}
