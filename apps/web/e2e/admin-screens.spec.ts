// Issue 11 "Proof" against the real server: an admin creates a plan, a user view whose users
// collection reaches only the users of the viewer's own plan, a role linked to it and a user with that
// role and plan; moves a demo student onto the plan; previews the role "as" the new user ('Ver como…')
// and the view "as" the student (Antes/Después); the new user, signed in through the form in their own
// context, gets exactly the rows the preview named. Then a tutor for the new user and its availability
// grid (edited at /tutor/horario), each delete refusal in the server's Spanish words, and the clean-up.
// Non-admins are sent Home from every admin route. Screens shot at phone and desktop sizes, axe clean.
import { expect, test } from '@playwright/test';
import { paths } from '@charla/domain/routes';
import { viewportShot } from './review';
import { ADMIN_EMAIL, signInThroughForm } from './support';
import {
  MOVED_STUDENT,
  MOVED_STUDENT_PLAN,
  ADMIN_NAME,
  NEW_PASSWORD,
  letters,
  personPage,
  atSizes,
  toastShot,
  toast,
  findRow,
  deleteWithConfirm,
  previewAs,
  names,
} from './admin-screens-support';

test.describe.configure({ mode: 'serial' });

test('an admin builds a plan-scoped role, previews it "as" a user, and that user gets exactly what the preview said', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const run = Date.now();
  const planName = `Plan E2E ${run}`;
  const planOption = `${planName} (Inglés)`;
  const viewName = `solo_mi_plan_${letters(run)}`;
  const viewDescription = `Usuarios del propio plan ${run}`;
  const roleName = `coordinador_plan_${letters(run)}`;
  const roleDescription = `Coordinación del plan ${run}`;
  const userName = `Coordinadora E2E ${run}`;
  const userEmail = `coordinadora.${run}@charla.test`;
  const tutorName = `Tutora E2E ${run}`;
  const admin = await personPage(browser, ADMIN_EMAIL);

  // 1. The plan.
  await admin.goto('/admin/plans');
  await expect(admin.getByRole('heading', { level: 1, name: 'Planes' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Básico', exact: true })).toBeVisible();
  await atSizes(admin, 'plans-list');
  await admin.getByRole('link', { name: 'Nuevo plan' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Crear Nuevo Plan' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Nombre' }).fill(planName);
  const days = admin.getByRole('group', { name: 'Días para enviar SEDs' });
  await days.getByRole('checkbox', { name: 'Lunes' }).check();
  await days.getByRole('checkbox', { name: 'Jueves' }).check();
  await admin.getByRole('spinbutton', { name: 'Sesiones de Reading' }).fill('2');
  await admin.getByRole('spinbutton', { name: 'Sesiones de Speaking' }).fill('3');
  await admin.getByRole('spinbutton', { name: 'Sesiones en total' }).fill('4');
  await atSizes(admin, 'plan-form');
  await admin.getByRole('button', { name: 'Crear Plan' }).click();
  await expect(toast(admin, 'Plan creado')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/plans$/);

  // 2. The view: users reachable only when their plan is the viewer's plan (list and read).
  await admin.goto('/admin/views');
  await expect(admin.getByRole('heading', { level: 1, name: 'Vistas de usuario' })).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Vistas' }).getByRole('listitem').first()).toBeVisible();
  await atSizes(admin, 'views-list');
  await admin.getByRole('link', { name: 'Nueva vista' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Crear Nueva Vista' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Nombre' }).fill(viewName);
  await admin.getByRole('textbox', { name: 'Descripción (opcional)' }).fill(viewDescription);
  const usersCard = admin.getByRole('region', { name: 'Usuarios', exact: true });
  await usersCard.getByRole('checkbox', { name: 'Permitir Usuarios' }).check();
  await usersCard.getByRole('button', { name: 'Agregar filtro', exact: true }).click();
  const filter = usersCard.getByRole('group', { name: 'Filtro 1' });
  await filter.getByRole('combobox', { name: 'Campo de la fila' }).selectOption('plan_id');
  await filter.getByRole('combobox', { name: 'Campo del usuario' }).selectOption('plan_id');
  await expect(filter.getByRole('combobox', { name: 'Operador' })).toHaveValue('$eq');
  await expect(filter.getByRole('checkbox', { name: 'Listar' })).toBeChecked();
  await expect(filter.getByRole('checkbox', { name: 'Leer' })).toBeChecked();
  await expect(filter.getByRole('checkbox', { name: 'Actualizar' })).not.toBeChecked();
  await expect(filter).toContainText('Filas cuyo plan_id es igual al plan_id del usuario.');
  await atSizes(admin, 'view-form');
  await admin.getByRole('button', { name: 'Crear Vista' }).click();
  await expect(toast(admin, 'Vista creada')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/views$/);

  // 3. The role: read users, through that view.
  await admin.goto('/admin/roles');
  await expect(admin.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Roles' }).getByRole('listitem').first()).toBeVisible();
  await atSizes(admin, 'roles-list');
  await admin.getByRole('link', { name: 'Nuevo rol' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Crear Nuevo Rol' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Nombre' }).fill(roleName);
  await admin.getByRole('textbox', { name: 'Descripción (opcional)' }).fill(roleDescription);
  await admin
    .getByRole('combobox', { name: 'Vista de usuario' })
    .selectOption({ label: `${viewName} — ${viewDescription}` });
  await admin.getByRole('checkbox', { name: 'Usuarios: Leer' }).check();
  await atSizes(admin, 'role-form');
  await admin.getByRole('button', { name: 'Crear Rol' }).click();
  await expect(toast(admin, 'Rol creado')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/roles$/);

  // 4. The user with that role and plan (a first password), and a demo student moved onto the plan.
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(admin.getByRole('link', { name: ADMIN_NAME })).toBeVisible();
  await atSizes(admin, 'users-list');
  await admin.getByRole('link', { name: 'Nuevo usuario' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Crear Nuevo Usuario' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Nombre' }).fill(userName);
  await admin.getByRole('textbox', { name: 'Correo electrónico' }).fill(userEmail);
  await admin.getByRole('textbox', { name: 'Teléfono' }).fill('+52 55 3000 0001');
  await admin.getByLabel('Contraseña inicial').fill(NEW_PASSWORD);
  await admin.getByRole('combobox', { name: 'Rol' }).selectOption({ label: roleDescription });
  await admin.getByRole('combobox', { name: 'Plan' }).selectOption({ label: planOption });
  await atSizes(admin, 'user-form');
  await admin.getByRole('button', { name: 'Crear Usuario' }).click();
  await expect(toast(admin, 'Usuario creado')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/users$/);

  await (await findRow(admin, '/admin/users', 'Buscar usuarios por nombre o correo', MOVED_STUDENT)).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Nombre' })).toHaveValue(MOVED_STUDENT);
  await admin.getByRole('combobox', { name: 'Plan' }).selectOption({ label: planOption });
  await atSizes(admin, 'user-form-edit');
  await admin.getByRole('button', { name: 'Actualizar Usuario' }).click();
  await expect(toast(admin, 'Usuario actualizado')).toBeVisible();

  // 5. 'Ver como…' on the role "as" the new user: their saved access reaches the two users of the plan.
  await (await findRow(admin, '/admin/roles', 'Buscar roles por nombre', roleName)).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Editar Rol' })).toBeVisible();
  const asUser = await previewAs(admin, userName, 'Usuarios');
  await expect(asUser.before).toContainText('Listar, Leer');
  await expect(asUser.before).toContainText('2 registros');
  const previewed = await names(asUser.before);
  expect([...previewed].sort()).toEqual([MOVED_STUDENT, userName].sort());
  // Every other collection is out of reach through the view.
  const planRow = asUser.panel.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: /^Planes/ }) });
  await expect(planRow.getByRole('cell').first()).toHaveText('Sin acceso');
  await atSizes(admin, 'role-form-preview');

  // And on the view "as" the moved student: 'Antes' their own student view (themselves), 'Después' this view.
  await (await findRow(admin, '/admin/views', 'Buscar vistas por nombre', viewName)).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Editar Vista' })).toBeVisible();
  const asStudent = await previewAs(admin, MOVED_STUDENT, 'Usuarios');
  await expect(asStudent.before).toContainText('1 registro');
  await expect(asStudent.after).toContainText('2 registros');
  expect((await names(asStudent.after)).sort()).toEqual([MOVED_STUDENT, userName].sort());
  await atSizes(admin, 'view-form-preview');

  // 6. The new user, in their own context, signs in through the form and gets exactly those rows.
  const coordinator = await personPage(browser);
  await signInThroughForm(coordinator, userEmail, NEW_PASSWORD);
  const token = await coordinator.evaluate(() => window.localStorage.getItem('charla.token'));
  expect(token).toBeTruthy();
  const listed = await coordinator.request.get('/api/users?page_number=1&page_size=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(listed.status()).toBe(200);
  const rows = ((await listed.json()) as { data: { data: { name: string }[] } }).data.data;
  expect(rows.map((row) => row.name).sort()).toEqual([...previewed].sort());
  // The rest stays closed, as the preview said ('Sin acceso' on plans).
  const plans = await coordinator.request.get('/api/plans', { headers: { Authorization: `Bearer ${token}` } });
  expect(plans.status()).toBe(403);
  // Not an admin: the admin screens send them Home.
  await coordinator.goto('/admin/users');
  await expect(coordinator).toHaveURL(/\/$/);
  await coordinator.context().close();

  // 7. A tutor for the new user; its availability is added at /tutor/horario and shown as the grid.
  await admin.goto('/admin/tutors');
  await expect(admin.getByRole('heading', { level: 1, name: 'Tutores' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Carlos Méndez' })).toBeVisible();
  await atSizes(admin, 'tutors-list');
  await admin.getByRole('link', { name: 'Nuevo tutor' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Crear Nuevo Tutor' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }).fill(userEmail);
  await admin.getByRole('button', { name: new RegExp(userName) }).click();
  await admin.getByRole('textbox', { name: 'Nombre público' }).fill(tutorName);
  await atSizes(admin, 'tutor-form');
  await admin.getByRole('button', { name: 'Crear Tutor' }).click();
  await expect(toast(admin, 'Tutor creado')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/tutors$/);

  await (await findRow(admin, '/admin/tutors', 'Buscar tutores por nombre público', tutorName)).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Editar Tutor' })).toBeVisible();
  await expect(admin.getByText('Este tutor todavía no tiene horarios.')).toBeVisible();
  const tutorEditUrl = admin.url();
  await admin.getByRole('link', { name: 'Editar horario' }).click();
  await expect(admin).toHaveURL(/\/tutor\/horario\?tutor=/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
  await admin.getByRole('button', { name: 'Agregar primer horario' }).click();
  const slot = admin.getByRole('dialog', { name: 'Agregar horario' });
  await slot.getByRole('button', { name: 'Agregar' }).click();
  await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(admin, 'Horario guardado exitosamente')).toBeVisible();

  await admin.goto(tutorEditUrl);
  await expect(admin.getByRole('heading', { level: 1, name: 'Editar Tutor' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Nombre público' })).toHaveValue(tutorName);
  const grid = admin.getByRole('region', { name: 'Disponibilidad' });
  await expect(grid.getByLabel('Horario semanal')).toBeVisible();
  await expect(grid.getByLabel('Lunes')).toContainText(/7:00/);
  await expect(grid.getByRole('link', { name: 'Editar horario' })).toHaveAttribute('href', /\/tutor\/horario\?tutor=/);
  await atSizes(admin, 'tutor-form-grid');

  // 8. Each refusal, in the server's words under the list's error.
  await findRow(admin, '/admin/plans', 'Buscar planes por nombre', planName);
  const planRefusal = await deleteWithConfirm(admin, planName, 'Error al eliminar el plan');
  await expect(planRefusal).toContainText('El plan está asignado a usuarios y no se puede eliminar');
  await toastShot(admin, 'admin-plan-delete-refused');
  await expect(admin.getByRole('link', { name: planName })).toBeVisible();

  await findRow(admin, '/admin/roles', 'Buscar roles por nombre', roleName);
  const roleRefusal = await deleteWithConfirm(admin, roleName, 'Error al eliminar el rol');
  await expect(roleRefusal).toContainText('El rol está asignado a usuarios y no se puede eliminar');
  await toastShot(admin, 'admin-role-delete-refused');

  await findRow(admin, '/admin/views', 'Buscar vistas por nombre', viewName);
  const viewRefusal = await deleteWithConfirm(admin, viewName, 'Error al eliminar la vista');
  await expect(viewRefusal).toContainText('La vista está asignada a un rol y no se puede eliminar');
  await toastShot(admin, 'admin-view-delete-refused');

  // The users list asks in the app's own dialog.
  await findRow(admin, '/admin/users', 'Buscar usuarios por nombre o correo', ADMIN_NAME);
  await admin.getByRole('button', { name: `Eliminar ${ADMIN_NAME}`, exact: true }).click();
  const confirm = admin.getByRole('alertdialog').or(admin.getByRole('dialog'));
  await expect(confirm).toContainText(`¿Eliminar al usuario «${ADMIN_NAME}»? Esta acción no se puede deshacer.`);
  await viewportShot(admin, 'admin-user-delete-confirm');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  const adminRefusal = toast(admin, 'Error al eliminar el usuario');
  await expect(adminRefusal).toContainText('No se puede eliminar ni degradar al último administrador');
  await toastShot(admin, 'admin-last-admin-delete-refused');
  await expect(admin.getByRole('link', { name: ADMIN_NAME })).toBeVisible();

  // 9. Clean-up, through the same screens: the demo student goes back to her plan and everything made
  //    here is deleted, in the order the refusals ask for.
  await (await findRow(admin, '/admin/users', 'Buscar usuarios por nombre o correo', MOVED_STUDENT)).click();
  await expect(admin.getByRole('textbox', { name: 'Nombre' })).toHaveValue(MOVED_STUDENT);
  await admin.getByRole('combobox', { name: 'Plan' }).selectOption({ label: MOVED_STUDENT_PLAN });
  await admin.getByRole('button', { name: 'Actualizar Usuario' }).click();
  await expect(toast(admin, 'Usuario actualizado')).toBeVisible();

  await findRow(admin, '/admin/tutors', 'Buscar tutores por nombre público', tutorName);
  await deleteWithConfirm(admin, tutorName, 'Tutor eliminado');
  await findRow(admin, '/admin/users', 'Buscar usuarios por nombre o correo', userName);
  await admin.getByRole('button', { name: `Eliminar ${userName}`, exact: true }).click();
  await admin.getByRole('alertdialog').or(admin.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(admin, 'Usuario eliminado')).toBeVisible();
  await findRow(admin, '/admin/roles', 'Buscar roles por nombre', roleName);
  await deleteWithConfirm(admin, roleName, 'Rol eliminado');
  await findRow(admin, '/admin/views', 'Buscar vistas por nombre', viewName);
  await deleteWithConfirm(admin, viewName, 'Vista eliminada');
  await findRow(admin, '/admin/plans', 'Buscar planes por nombre', planName);
  await deleteWithConfirm(admin, planName, 'Plan eliminado');
  await expect(admin.getByRole('link', { name: planName })).toHaveCount(0);
  await admin.context().close();
});

/** Every admin route: each area's list, create and edit (any id: the guard answers before the load). */
const ADMIN_ROUTES = Object.values(paths.admin).flatMap((area) =>
  typeof area === 'string' ? [area] : [area.list, area.create, area.edit('00000000-0000-4000-8000-000000000000')],
);

for (const [who, email] of [
  ['a student', 'estudiante2@charla.test'],
  ['a tutor', 'tutor1@charla.test'],
  ['the content author', 'contenido@charla.test'],
] as const) {
  test(`${who} is sent Home from every admin route`, async ({ browser }) => {
    // 16 full loads; the first person's run also waits for the server's first answers (about 30 s here).
    test.setTimeout(60_000);
    const page = await personPage(browser, email);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
    }
    await page.context().close();
  });
}
