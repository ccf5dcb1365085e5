// Issue 48: 'Ver como…' speaks people's words at the display zone's time; the view editor's first filter
// is the spec's default, under headings in order; and each role's Home and profile show only what
// concerns it. Phone and desktop, screens shot, axe clean with heading-order required.
import { expect, test, type Page } from '@playwright/test';
import { SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';
import { formatDateTime } from '@charla/domain/time';
import { expectNoSeriousViolations, shot, VIEWPORTS } from './review';
import { ADMIN_EMAIL, STUDENT_EMAIL, TUTOR_EMAIL, startSignedInAs, tokenOf } from './support';

const STUDENT_NAME = 'Lucía Hernández';
const AUTHOR = 'contenido@charla.test';
const TUTOR_KINDS = [
  'Sesión agendada',
  'Sesión reprogramada',
  'Sesión cancelada',
  'Recordatorio de sesión',
  'Tarea entregada por un estudiante',
];

const axe = (page: Page) => expectNoSeriousViolations(page, { mustPass: ['heading-order'] });
const cards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('link');
const planSection = (page: Page) => page.getByRole('region', { name: 'Plan de Suscripción' });
const emailKinds = (page: Page) =>
  page
    .getByRole('region', { name: 'Avisos' })
    .getByRole('group', { name: 'Recibir también por correo' })
    .getByRole('checkbox');

/** The student's sessions as the API gives them, earliest first (the preview's order). */
async function sessionsOf(page: Page, email: string) {
  const token = await tokenOf(page.request, email);
  const response = await page.request.get('/api/sessions', { headers: { authorization: `Bearer ${token}` } });
  const rows = ((await response.json()) as { data: { data: { meeting_time: string; type: SessionType }[] } }).data.data;
  return rows.sort((a, b) => Date.parse(a.meeting_time) - Date.parse(b.meeting_time));
}

async function openProfile(page: Page, email: string) {
  await startSignedInAs(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  // The user is read: the sections that depend on them have decided.
  await expect(page.getByRole('region', { name: 'Información Personal' })).toContainText(email);
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("'Ver como…' names sessions and SEDs in words, at the display zone's time", async ({ page }) => {
      const [first] = await sessionsOf(page, STUDENT_EMAIL);
      await startSignedInAs(page, ADMIN_EMAIL);
      await page.goto('/admin/views/create');
      await expect(page.getByRole('heading', { level: 1, name: 'Crear Nueva Vista' })).toBeVisible();
      const panel = page.getByRole('region', { name: 'Ver como…' });
      await panel.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }).fill(STUDENT_NAME);
      await panel.getByRole('button', { name: new RegExp(STUDENT_NAME) }).click();
      // A row header reads 'SesionesCambia' once the (empty) draft's column is there.
      const rowOf = (name: string) =>
        panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}(Cambia)?$`) }) });
      const sessions = rowOf('Sesiones').getByRole('cell').first().getByRole('listitem');
      await expect(sessions.first()).toHaveText(
        `Sesión de ${SESSION_TYPE_LABELS[first!.type]} · ${formatDateTime(first!.meeting_time)}`,
      );
      const seds = rowOf('SEDs').getByRole('cell').first().getByRole('listitem');
      await expect(seds.first()).toHaveText(
        /^SED (pendiente|procesando|procesado|falló el procesamiento) · \d\d\/\d\d\/\d{4}, /,
      );
      await expect(panel).not.toContainText(/reading-session|speaking-session|\d{4}-\d\d-\d\d/);
      await shot(page, `view-as-${viewport.name}`);
      await axe(page);
    });

    test("the view editor's first filter is the spec's default, under headings in order", async ({ page }) => {
      await startSignedInAs(page, ADMIN_EMAIL);
      await page.goto('/admin/views/create');
      await expect(page.getByRole('heading', { level: 2, name: 'Colecciones' })).toBeVisible();
      const card = page.getByRole('region', { name: 'SEDs', exact: true });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText('SEDs');
      await card.getByRole('checkbox', { name: 'Permitir SEDs' }).check();
      await card.getByRole('button', { name: 'Agregar filtro' }).click();
      const filter = card.getByRole('group', { name: 'Filtro 1' });
      for (const operation of ['Crear', 'Listar', 'Leer', 'Actualizar', 'Eliminar']) {
        await expect(filter.getByRole('checkbox', { name: operation })).toBeChecked();
      }
      await expect(filter.getByRole('combobox', { name: 'Campo de la fila' })).toHaveValue('user_id');
      await expect(filter.getByRole('combobox', { name: 'Operador' })).toHaveValue('$eq');
      await expect(filter.getByRole('combobox', { name: 'Campo del usuario' })).toHaveValue('id');
      await expect(filter).toContainText('Filas cuyo user_id es igual al id del usuario.');
      await expect(filter).not.toContainText('id es identificador');
      await shot(page, `view-editor-default-filter-${viewport.name}`);
      await axe(page);
    });

    test("an admin's Home and profile: the admin's cards, no plan", async ({ page }) => {
      await startSignedInAs(page, ADMIN_EMAIL);
      await page.goto('/');
      await expect(cards(page)).toHaveText([
        'Administración',
        'Creación de Contenido',
        'Administración de estudiantes',
      ]);
      await expect(page.getByRole('main')).not.toContainText('Pregúntale a tu tutor');
      await shot(page, `home-admin-${viewport.name}`);
      await axe(page);
      await openProfile(page, ADMIN_EMAIL);
      await expect(planSection(page)).toHaveCount(0);
      await expect(emailKinds(page).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Avisos' })).not.toContainText('Tarea entregada por un estudiante');
      await shot(page, `profile-admin-${viewport.name}`);
    });

    test("a tutor's profile: no plan, the tutor's notices", async ({ page }) => {
      await openProfile(page, TUTOR_EMAIL);
      await expect(page.getByRole('region', { name: 'Información de Tutor' })).toBeVisible();
      await expect(planSection(page)).toHaveCount(0);
      await expect(emailKinds(page)).toHaveCount(TUTOR_KINDS.length);
      for (const kind of TUTOR_KINDS) await expect(emailKinds(page).and(page.getByLabel(kind))).toBeVisible();
      await shot(page, `profile-tutor-${viewport.name}`);
      await axe(page);
    });

    test("a student's profile: the plan, and no tutor's notice", async ({ page }) => {
      await openProfile(page, STUDENT_EMAIL);
      await expect(planSection(page)).toContainText('Básico');
      await expect(emailKinds(page).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Avisos' })).not.toContainText('Tarea entregada por un estudiante');
      await shot(page, `profile-student-notices-${viewport.name}`);
      await axe(page);
    });

    test("a content author's profile: no plan, no notices to choose, no calendar of sessions", async ({ page }) => {
      await openProfile(page, AUTHOR);
      await expect(planSection(page)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Avisos' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Calendario' })).toHaveCount(0);
      await shot(page, `profile-content-${viewport.name}`);
      await axe(page);
    });
  });
}
