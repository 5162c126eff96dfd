import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { PASSWORD, headerTitle, newEmail, openEquipo, register, screen } from './helpers';

const INDUSTRY = 'Marca Personal';
const WORKSPACE = 'Agencia Norte';
const FORBIDDEN = 'No tienes permiso para esta acción';

/** Invites `email` from Equipo and returns the link it shows once. */
async function invite(equipo: Locator, email: string, role: string): Promise<string> {
  await equipo.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await equipo.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: role });
  await equipo.getByRole('button', { name: 'Crear invitación' }).click();
  await expect(equipo.getByText(`Invitación creada para ${email}`)).toBeVisible();
  const link = await equipo.getByRole('textbox', { name: 'Enlace de la invitación' }).inputValue();
  expect(link).toMatch(/\/#\/invitacion\?token=[\w-]+$/);
  await expect(
    equipo.getByRole('table', { name: 'Invitaciones pendientes' }).getByRole('row', {
      name: new RegExp(email),
    }),
  ).toBeVisible();
  return link;
}

/**
 * Opens an invitation link in a browser of its own, checks it says `offer` (who invited, where,
 * as what), and signs up from it.
 */
async function signUpFromLink(
  browser: Browser,
  baseURL: string,
  link: string,
  email: string,
  offer: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByText(`${offer} Crea tu cuenta con el correo al que llegó la invitación`),
  ).toBeVisible();
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  // Joining a team: no workspace of its own to name.
  await expect(page.getByLabel(/Nombre del espacio de trabajo/)).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expect(headerTitle(page)).toHaveText('Inicio');
  return page;
}

/** The inbox of `INDUSTRY` once its count is shown. */
async function openInbox(page: Page, count: number): Promise<Locator> {
  await page.goto(`/#/opiniones?industry=${encodeURIComponent(INDUSTRY)}`);
  const inbox = screen(page, 'opiniones');
  await expect(inbox.getByTestId('count-line')).toHaveText(
    `Mostrando ${count} de ${count} ${count === 1 ? 'comentario' : 'comentarios'}`,
  );
  return inbox;
}

async function postAs(page: Page, path: string, body: unknown) {
  const sessionId = await page.evaluate(() => localStorage.getItem('replica.session_id'));
  return page.request.post(`/functions/v1/${path}`, {
    headers: { 'x-session-id': sessionId ?? '' },
    data: body,
  });
}

test('an owner invites an analyst and a viewer; each works in the workspace with their role, and another workspace sees none of it', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = newEmail('propietaria');
  const analystEmail = newEmail('analista');
  const viewerEmail = newEmail('lector');
  const outsiderEmail = newEmail('ajena');
  const comment = `Me parece caro y no sé si de verdad funciona ${Date.now()}`;

  // The owner names the workspace as she signs up, and invites both from Equipo, copying each
  // link as it is shown once.
  await owner.goto('/');
  await owner.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await owner.getByLabel('Correo electrónico').fill(ownerEmail);
  await owner.getByLabel('Contraseña').fill(PASSWORD);
  await owner.getByLabel('Nombre del espacio de trabajo (opcional)').fill(WORKSPACE);
  await owner.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(owner.getByRole('button', { name: 'Salir' })).toBeVisible();
  let equipo = await openEquipo(owner);
  await expect(equipo.getByTestId('workspace-name')).toHaveText(WORKSPACE);
  await expect(equipo.getByText('Tu rol: Propietario')).toBeVisible();
  const analystLink = await invite(equipo, analystEmail, 'Analista');
  const viewerLink = await invite(equipo, viewerEmail, 'Lector');

  // The analyst signs up from the link, lands in the owner's workspace, imports and analyses.
  const analyst = await signUpFromLink(
    browser,
    baseURL!,
    analystLink,
    analystEmail,
    `${ownerEmail} te invitó a «${WORKSPACE}» como analista.`,
  );
  await expect(analyst.getByLabel('Espacio de trabajo')).toContainText(WORKSPACE);
  await expect(analyst.getByLabel('Espacio de trabajo')).toContainText('Analista');
  await analyst.goto(`/#/ingesta?industry=${encodeURIComponent(INDUSTRY)}`);
  const ingesta = screen(analyst, 'ingesta');
  await ingesta.getByRole('textbox', { name: 'Texto' }).fill(comment);
  await ingesta.getByRole('button', { name: 'Añadir comentario' }).click();
  await expect(ingesta.getByRole('status')).toContainText(/Comentario añadido \(ID \d+\)/);
  let inbox = await openInbox(analyst, 1);
  const card = inbox.getByRole('article').filter({ hasText: comment });
  await card.getByRole('button', { name: 'Analizar ahora' }).click();
  await expect(card.getByText('Reglas', { exact: true })).toBeVisible();
  equipo = await openEquipo(analyst);
  // Nothing to change: the alerts' time zone shows, disabled, and no role select at all.
  await expect(equipo.getByRole('combobox', { disabled: false })).toHaveCount(0);
  await expect(equipo.getByRole('button', { name: 'Crear invitación' })).toHaveCount(0);

  // The viewer reads the analysed comment, cannot import, and sees Equipo read-only.
  const viewer = await signUpFromLink(
    browser,
    baseURL!,
    viewerLink,
    viewerEmail,
    `${ownerEmail} te invitó a «${WORKSPACE}» como lector.`,
  );
  await expect(viewer.getByLabel('Espacio de trabajo')).toContainText('Lector');
  inbox = await openInbox(viewer, 1);
  await expect(
    inbox.getByRole('article').filter({ hasText: comment }).getByText('Reglas', { exact: true }),
  ).toBeVisible();
  const refused = await postAs(viewer, 'comments-manual', { text: comment, industry: INDUSTRY });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: FORBIDDEN, code: 'forbidden' });
  await viewer.goto(`/#/ingesta?industry=${encodeURIComponent(INDUSTRY)}`);
  const viewerIngesta = screen(viewer, 'ingesta');
  await expect(viewerIngesta.getByRole('heading', { level: 1, name: 'Ingesta' })).toBeVisible();
  await viewer.waitForLoadState('networkidle');
  // Screens hide what a role cannot do; where the form is still offered, the API refuses it.
  const add = viewerIngesta.getByRole('button', { name: 'Añadir comentario' });
  if ((await add.isVisible()) && (await add.isEnabled())) {
    await viewerIngesta.getByRole('textbox', { name: 'Texto' }).fill(`${comment} otra vez`);
    await add.click();
    await expect(viewerIngesta.getByRole('alert')).toContainText(FORBIDDEN);
  }
  equipo = await openEquipo(viewer);
  await expect(equipo.getByText('Tu rol: Lector')).toBeVisible();
  await expect(equipo.getByRole('table', { name: '3 miembro(s)' })).toBeVisible();
  await expect(equipo.getByRole('combobox', { disabled: false })).toHaveCount(0);
  await expect(equipo.getByRole('button', { name: 'Crear invitación' })).toHaveCount(0);
  await expect(equipo.getByRole('heading', { name: 'Registro de actividad' })).toHaveCount(0);
  await expect(equipo.getByRole('button', { name: 'Salir del espacio de trabajo' })).toBeVisible();

  // The owner's Equipo lists all three, no invitation pending, and the log names who did what.
  await owner.reload();
  equipo = screen(owner, 'equipo');
  const members = equipo.getByRole('table', { name: '3 miembro(s)' });
  await expect(members.getByRole('row', { name: new RegExp(analystEmail) })).toContainText(
    'Analista',
  );
  await expect(equipo.getByText('No hay invitaciones pendientes')).toBeVisible();
  // The log, last on the page, loads as it comes near the viewport.
  await equipo.getByRole('heading', { name: 'Registro de actividad' }).scrollIntoViewIfNeeded();
  const log = equipo.getByRole('table', { name: 'Registro de actividad' });
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: analystEmail })
      .filter({ hasText: /Añadió a mano el comentario \d+ en Marca Personal/ }),
  ).toBeVisible();
  await equipo.getByRole('combobox', { name: 'Acción' }).selectOption({
    label: 'Invitación aceptada',
  });
  await expect(log.getByRole('row')).toHaveCount(3);

  // A separate account's workspace sees none of it.
  const outsiderContext = await browser.newContext({ baseURL: baseURL! });
  const outsider = await outsiderContext.newPage();
  await register(outsider, outsiderEmail);
  await openInbox(outsider, 0);
  equipo = await openEquipo(outsider);
  await expect(equipo.getByRole('table', { name: '1 miembro(s)' })).toBeVisible();
  await expect(equipo.getByText(analystEmail)).toHaveCount(0);

  // The outsider invites the owner, who accepts while signed in and lands in that workspace.
  const ownerLink = await invite(equipo, ownerEmail, 'Administrador');
  await owner.goto(ownerLink);
  await expect(headerTitle(owner)).toHaveText('Invitación');
  await expect(
    owner.getByRole('heading', { name: 'Te han invitado a un espacio de trabajo' }),
  ).toBeVisible();
  // The outsider named no workspace: it has the default name.
  await expect(
    owner.getByText(`${outsiderEmail} te invitó a «Mi espacio» como administrador.`),
  ).toBeVisible();
  await owner.getByRole('button', { name: 'Aceptar la invitación' }).click();
  await expect(headerTitle(owner)).toHaveText('Inicio');
  const switcher = owner.getByRole('combobox', { name: 'Espacio de trabajo' });
  await expect(switcher.locator('option:checked')).toHaveText('Mi espacio · Administrador');
  await expect(
    screen(owner, 'inicio').getByRole('button', { name: /^Opiniones 0$/ }),
  ).toBeVisible();
  await openInbox(owner, 0);
  equipo = await openEquipo(owner);
  await expect(equipo.getByTestId('workspace-name')).toHaveText('Mi espacio');
  await expect(equipo.getByRole('table', { name: '2 miembro(s)' })).toBeVisible();

  // Switching back in the header: every screen shows the owner's own workspace again.
  await switcher.selectOption({ label: `${WORKSPACE} · Propietario` });
  await expect(switcher.locator('option:checked')).toHaveText(`${WORKSPACE} · Propietario`);
  await owner.goto('/');
  await expect(
    screen(owner, 'inicio').getByRole('button', { name: /^Opiniones 1$/ }),
  ).toBeVisible();
  inbox = await openInbox(owner, 1);
  await expect(inbox.getByText(comment)).toBeVisible();
  equipo = await openEquipo(owner);
  await expect(equipo.getByTestId('workspace-name')).toHaveText(WORKSPACE);
  await expect(equipo.getByRole('table', { name: '3 miembro(s)' })).toBeVisible();

  // And to the other one again: its data, none of the first's.
  await switcher.selectOption({ label: 'Mi espacio · Administrador' });
  await expect(switcher.locator('option:checked')).toHaveText('Mi espacio · Administrador');
  await expect(screen(owner, 'equipo').getByTestId('workspace-name')).toHaveText('Mi espacio');
  inbox = await openInbox(owner, 0);
  await expect(inbox.getByText(comment)).toHaveCount(0);

  await analyst.context().close();
  await viewer.context().close();
  await outsiderContext.close();
});
