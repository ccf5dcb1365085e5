// The route table of spec part 1 §2, every route registered once. Login and the not-found page are
// in the first chunk; the signed-in shell (with Home and Profile) and each area are chunks of their
// own, each behind its guard (docs/decisions/016). The server knows the same patterns (@charla/domain/routes; routes.test.tsx).
import { Route, Routes } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { BookingFrame } from '@/features/sessions/components/booking-frame';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { paths } from '@/lib/paths';
import {
  adminArea,
  contentArea,
  insightsArea,
  lessonsArea,
  practicesArea,
  sessionsArea,
  shellArea,
  studentArea,
  tutorArea,
} from './areas';
import { AreaBoundary, AreaOutlet } from './area-outlet';
import { RedirectIfAuthenticated, RequireAuth } from './guards/require-auth';
import { RequireAdmin, RequireArea, RequireContent, RequireTutor } from './guards/require-role';
import { PageLoading } from './page-loading';

const AppShell = shellArea.page('AppShell');
const HomePage = shellArea.page('HomePage');
const ProfilePage = shellArea.page('ProfilePage');
const NotificationsPage = shellArea.page('NotificationsPage');
const SedListPage = studentArea.page('SedListPage');
const SedUploadPage = studentArea.page('SedUploadPage');
const SedDetailPage = studentArea.page('SedDetailPage');
const SessionsPage = sessionsArea.page('SessionsPage');
const BookingPage = sessionsArea.page('BookingPage', { frame: BookingFrame });
const SessionDetailPage = sessionsArea.page('SessionDetailPage');
const LessonListPage = lessonsArea.page('LessonListPage');
const LessonDetailPage = lessonsArea.page('LessonDetailPage');
const ProgressPage = studentArea.page('ProgressPage');
const SchedulePage = tutorArea.page('SchedulePage');
const TutorSessionsPage = tutorArea.page('TutorSessionsPage');
const StudentsPage = tutorArea.page('StudentsPage');
const StudentLessonsPage = tutorArea.page('StudentLessonsPage');
const PracticeListPage = practicesArea.page('PracticeListPage');
const PracticePage = practicesArea.page('PracticePage');
const ContentLessonListPage = contentArea.page('LessonListPage');
const LessonEditorPage = contentArea.page('LessonEditorPage');
const ContentPracticeListPage = contentArea.page('PracticeListPage');
const PracticeEditorPage = contentArea.page('PracticeEditorPage');
const AdminPlanListPage = adminArea.page('PlanListPage');
const AdminPlanFormPage = adminArea.page('PlanFormPage');
const AdminUserListPage = adminArea.page('UserListPage');
const AdminUserFormPage = adminArea.page('UserFormPage');
const AdminRoleListPage = adminArea.page('RoleListPage');
const AdminRoleEditorPage = adminArea.page('RoleEditorPage');
const AdminViewListPage = adminArea.page('ViewListPage');
const AdminViewEditorPage = adminArea.page('ViewEditorPage');
const AdminTutorListPage = adminArea.page('TutorListPage');
const AdminTutorFormPage = adminArea.page('TutorFormPage');
const AdminInsightsPage = insightsArea.page('InsightsPage');

export function AppRoutes() {
  // Outermost boundary: the shell's own chunk (loading, or failing after a deploy).
  return (
    <AreaBoundary loading={<PageLoading />}>
      <AppRouteTable />
    </AreaBoundary>
  );
}

/** The routes themselves; hook-free so routes.test.tsx can read the patterns it registers. */
export function AppRouteTable() {
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
          <Route element={<AreaOutlet />}>
            <Route path={paths.home} element={<HomePage />} />
            <Route path={paths.profile} element={<ProfilePage />} />
            <Route path={paths.notifications} element={<NotificationsPage />} />
            <Route element={<RequireArea area="seds" />}>
              <Route path={paths.seds.list} element={<SedListPage />} />
              <Route path={paths.seds.upload} element={<SedUploadPage />} />
              <Route path={paths.seds.detail(':id')} element={<SedDetailPage />} />
            </Route>
            <Route element={<RequireArea area="sessions" />}>
              <Route path={paths.sessions.list} element={<SessionsPage />} />
              <Route path={paths.sessions.book} element={<BookingPage />} />
              <Route path={paths.sessions.detail(':id')} element={<SessionDetailPage />} />
            </Route>
            <Route element={<RequireArea area="lessons" />}>
              <Route path={paths.lessons.list} element={<LessonListPage />} />
              <Route path={paths.lessons.detail(':id')} element={<LessonDetailPage />} />
            </Route>
            <Route element={<RequireArea area="progress" />}>
              <Route path={paths.progress} element={<ProgressPage />} />
            </Route>
            <Route path={paths.practices.list} element={<PracticeListPage />} />
            <Route path={paths.practices.detail(':id')} element={<PracticePage />} />
            <Route element={<RequireTutor />}>
              <Route path={paths.tutor.schedule} element={<SchedulePage />} />
              <Route path={paths.tutor.sessions} element={<TutorSessionsPage />} />
              <Route path={paths.tutor.students} element={<StudentsPage />} />
              <Route path={paths.tutor.studentLessons(':studentId')} element={<StudentLessonsPage />} />
            </Route>
            <Route element={<RequireContent />}>
              <Route path={paths.content.lessons.list} element={<ContentLessonListPage />} />
              <Route path={paths.content.lessons.create} element={<LessonEditorPage />} />
              <Route path={paths.content.lessons.edit(':id')} element={<LessonEditorPage />} />
              <Route path={paths.content.practices.list} element={<ContentPracticeListPage />} />
              <Route path={paths.content.practices.create} element={<PracticeEditorPage />} />
              <Route path={paths.content.practices.edit(':id')} element={<PracticeEditorPage />} />
            </Route>
            <Route element={<RequireAdmin />}>
              <Route path={paths.admin.plans.list} element={<AdminPlanListPage />} />
              <Route path={paths.admin.plans.create} element={<AdminPlanFormPage />} />
              <Route path={paths.admin.plans.edit(':id')} element={<AdminPlanFormPage />} />
              <Route path={paths.admin.users.list} element={<AdminUserListPage />} />
              <Route path={paths.admin.users.create} element={<AdminUserFormPage />} />
              <Route path={paths.admin.users.edit(':id')} element={<AdminUserFormPage />} />
              <Route path={paths.admin.roles.list} element={<AdminRoleListPage />} />
              <Route path={paths.admin.roles.create} element={<AdminRoleEditorPage />} />
              <Route path={paths.admin.roles.edit(':id')} element={<AdminRoleEditorPage />} />
              <Route path={paths.admin.views.list} element={<AdminViewListPage />} />
              <Route path={paths.admin.views.create} element={<AdminViewEditorPage />} />
              <Route path={paths.admin.views.edit(':id')} element={<AdminViewEditorPage />} />
              <Route path={paths.admin.tutors.list} element={<AdminTutorListPage />} />
              <Route path={paths.admin.tutors.create} element={<AdminTutorFormPage />} />
              <Route path={paths.admin.tutors.edit(':id')} element={<AdminTutorFormPage />} />
              <Route path={paths.admin.insights} element={<AdminInsightsPage />} />
            </Route>
          </Route>
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
