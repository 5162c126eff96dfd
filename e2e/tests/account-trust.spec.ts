import { type Page, expect, test } from '@playwright/test';
import { fakeApify } from '../playwright.config';
import { PASSWORD, newEmail, openEquipo, register, signIn } from './helpers';

// Account-trust flows in the running product: API tokens, passwords changed and recovered without
// e-mail, and a workspace's own Apify account, each driven through Equipo and the shell.

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

test('an admin makes an API token that an integration uses, and revokes it', async ({ page }) => {
  await register(page, newEmail('tokens'));
  const equipo = await openEquipo(page);
  await equipo.getByRole('textbox', { name: 'Nombre del token' }).fill('Zapier informes');
  await equipo.getByRole('combobox', { name: 'Rol del token' }).selectOption({ label: 'Lector' });
  await equipo.getByRole('button', { name: 'Crear token' }).click();
  await expect(equipo.getByText('Token «Zapier informes» creado')).toBeVisible();
  const token = await equipo.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
  expect(token).toMatch(/^rpl_/);

  // The integration reads with it, as a viewer: it may not write.
  const bearer = { authorization: `Bearer ${token}` };
  expect((await page.request.get('/functions/v1/industries', { headers: bearer })).status()).toBe(
    200,
  );
  const write = await page.request.post('/functions/v1/comments-manual', {
    headers: bearer,
    data: { text: 'Un comentario desde la integración', industry: 'Tokens' },
  });
  expect(write.status()).toBe(403);

  const tokens = equipo.getByRole('table', { name: 'Tokens activos' });
  await expect(tokens.getByRole('row', { name: /Zapier informes/ })).toBeVisible();
  await expect(tokens).not.toContainText(token);
  await equipo.getByRole('button', { name: 'Revocar el token «Zapier informes»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(equipo.getByText('Token «Zapier informes» revocado')).toBeVisible();
  expect((await page.request.get('/functions/v1/industries', { headers: bearer })).status()).toBe(
    401,
  );
});

test('a member changes their password, and one forgotten is set again from a link an admin makes', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const memberEmail = newEmail('olvidadiza');
  await register(owner, newEmail('admin-claves'));

  // The owner's own password, changed in Equipo: the old one no longer signs in.
  let equipo = await openEquipo(owner);
  await equipo.getByLabel('Contraseña actual').fill(PASSWORD);
  await equipo.getByLabel('Contraseña nueva', { exact: true }).fill('una frase nueva y larga');
  await equipo.getByLabel('Repite la contraseña').fill('una frase nueva y larga');
  await equipo.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(equipo.getByText(/^Contraseña cambiada/)).toBeVisible();

  // A member who joined through an invitation forgets theirs.
  await equipo.getByRole('textbox', { name: 'Correo electrónico' }).fill(memberEmail);
  await equipo.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({
    label: 'Analista',
  });
  await equipo.getByRole('button', { name: 'Crear invitación' }).click();
  const invitation = await equipo
    .getByRole('textbox', { name: 'Enlace de la invitación' })
    .inputValue();
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await member.goto(invitation);
  await member.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await member.getByLabel('Correo electrónico').fill(memberEmail);
  await member.getByLabel('Contraseña').fill(PASSWORD);
  await member.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(member.getByRole('button', { name: 'Salir' })).toBeVisible();
  await signOut(member);

  // Without e-mail, the owner makes a reset link in Equipo and passes it on.
  await owner.reload();
  equipo = await openEquipo(owner);
  await equipo
    .getByRole('button', { name: `Enlace para restablecer contraseña de ${memberEmail}` })
    .click();
  const resetLink = await equipo
    .getByRole('textbox', { name: 'Enlace para restablecer la contraseña' })
    .inputValue();
  expect(resetLink).toMatch(/\/#\/restablecer\?token=[\w-]+$/);

  await member.goto(resetLink);
  await member.getByRole('textbox', { name: 'Contraseña nueva' }).fill('otra frase que recordaré');
  await member.getByLabel('Repite la contraseña').fill('otra frase que recordaré');
  await member.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    member.getByText('Contraseña cambiada. Ya puedes iniciar sesión con la nueva.'),
  ).toBeVisible();
  // The link works once.
  await member.goto(resetLink);
  await member.reload();
  await member.getByRole('textbox', { name: 'Contraseña nueva' }).fill('y otra más que no vale');
  await member.getByLabel('Repite la contraseña').fill('y otra más que no vale');
  await member.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(member.getByRole('alert')).toContainText('no es válido');

  await member.goto('/');
  await signIn(member, memberEmail, PASSWORD);
  await expect(member.getByRole('alert')).toBeVisible();
  await signIn(member, memberEmail, 'otra frase que recordaré');
  await expect(member.getByRole('button', { name: 'Salir' })).toBeVisible();
  await context.close();
});

test("an admin connects the workspace's own Apify account, sealed on the server, and disconnects it", async ({
  page,
}) => {
  await register(page, newEmail('apify-propia'));
  const equipo = await openEquipo(page);
  const card = equipo.getByRole('region', { name: 'Cuenta de Apify' });
  await expect(card.getByText('Ninguna cuenta conectada')).toBeVisible();
  const field = card.getByLabel('Token de API de Apify');
  // A token Apify does not know is refused and nothing is kept.
  await field.fill('apify_api_no_existe_en_apify');
  await card.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(card.getByRole('alert')).toContainText('Apify no reconoce ese token');
  await field.fill(fakeApify.token);
  await card.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(card.getByText('Cuenta de Apify «fake-user» conectada')).toBeVisible();
  await expect(card.getByText(`Termina en …${fakeApify.token.slice(-4)}`)).toBeVisible();
  await expect(card).not.toContainText(fakeApify.token);

  await card.getByRole('button', { name: 'Desconectar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desconectar' }).click();
  await expect(card.getByText('Cuenta de Apify desconectada')).toBeVisible();
  await expect(card.getByText('Ninguna cuenta conectada')).toBeVisible();
});
