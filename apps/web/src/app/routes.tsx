// The route table of spec part 1 §2, every route registered once.
import { Route, Routes } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { LoginPage } from '@/features/auth/components/login-page';
import { HomePage } from '@/features/home/components/home-page';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { BookingPage } from '@/features/sessions/components/booking-page';
import { SessionDetailPage } from '@/features/sessions/components/session-detail-page';
import { SessionsPage } from '@/features/sessions/components/sessions-page';
import { TutorSessionsPage } from '@/features/sessions/components/tutor-sessions-page';
import { SchedulePage } from '@/features/tutor-schedule/components/schedule-page';
import { SedDetailPage } from '@/features/seds/components/sed-detail-page';
import { SedListPage } from '@/features/seds/components/sed-list-page';
import { SedUploadPage } from '@/features/seds/components/sed-upload-page';
import { paths } from '@/lib/paths';
import { ADMIN_ROUTES, CONTENT_ROUTES, LEARNER_ROUTES, TUTOR_ROUTES, type ComingSoonRoute } from './coming-soon-routes';
import { RedirectIfAuthenticated, RequireAuth } from './guards/require-auth';
import { RequireAdmin, RequireContent, RequireTutor } from './guards/require-role';
import { AppShell } from './layouts/app-shell';

const comingSoon = (routes: ComingSoonRoute[]) =>
  routes.map((route) => <Route key={route.path} path={route.path} element={<ComingSoon title={route.title} />} />);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.login}
        element={
          <RedirectIfAuthenticated>
            <LoginPage />
          </RedirectIfAuthenticated>
        }
      />
      <Route element={<RequireAuth />}>
        <Route element={<AppShell />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.seds.list} element={<SedListPage />} />
          <Route path={paths.seds.upload} element={<SedUploadPage />} />
          <Route path={paths.seds.detail(':id')} element={<SedDetailPage />} />
          <Route path={paths.sessions.list} element={<SessionsPage />} />
          <Route path={paths.sessions.book} element={<BookingPage />} />
          <Route path={paths.sessions.detail(':id')} element={<SessionDetailPage />} />
          {comingSoon(LEARNER_ROUTES)}
          <Route element={<RequireTutor />}>
            <Route path={paths.tutor.schedule} element={<SchedulePage />} />
            <Route path={paths.tutor.sessions} element={<TutorSessionsPage />} />
            {comingSoon(TUTOR_ROUTES)}
          </Route>
          <Route element={<RequireContent />}>{comingSoon(CONTENT_ROUTES)}</Route>
          <Route element={<RequireAdmin />}>{comingSoon(ADMIN_ROUTES)}</Route>
        </Route>
      </Route>
      {/* Any other path, signed in or not (with the navigation when signed in). */}
      <Route
        path="*"
        element={
          <AppShell>
            <NotFoundPage />
          </AppShell>
        }
      />
    </Routes>
  );
}
