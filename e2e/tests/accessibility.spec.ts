import { type Page, expect, test } from '@playwright/test';
import { fakeApify } from '../playwright.config';
import {
  analysePending,
  connectApifyAccount,
  createInvitation,
  createWatch,
  importComments,
  sampleObjections,
} from './api-helpers';
import {
  LANGUAGES,
  type Language,
  expectHeadingsInOrder,
  expectNoSeriousViolations,
  useLanguage,
} from './axe-helpers';
import { PASSWORD, dropFile, newEmail, openScreen, register } from './helpers';

/** The few control names the walk needs, per language. */
const words = {
  es: {
    toSignup: '¿No tienes cuenta? Regístrate',
    signin: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    forgotPassword: '¿Olvidaste tu contraseña?',
    sendLink: 'Enviar enlace',
    newPassword: 'Contraseña nueva',
    repeatPassword: 'Repite la contraseña',
    savePassword: 'Guardar contraseña',
    endOthers: 'Cerrar otras sesiones',
    search: 'Buscar comentarios',
    edit: 'Editar',
    mergeIndustry: 'Fusionar con otra…',
    deleteIndustry: 'Eliminar industria…',
    ingestaTabs: ['Manual', 'Archivo', 'Múltiple', 'Scraping (Apify)', 'Seguimiento'],
    watches: 'Seguimiento',
    watchHistory: 'Historial',
    removeWatch: 'Eliminar',
    rotateToken: 'Cambiar el token de la URL',
    commentsFile: 'Archivo de comentarios',
    closeAlert: 'Cerrar',
    platform: 'Plataforma',
    otherActor: 'Otro actor (elegir campos)',
    industry: 'Industria (requerida)',
    runApify: 'Ejecutar Apify',
    actorFields: 'Campos del actor',
    roleOf: (email: string) => `Rol de ${email}`,
    correct: 'Corregir etiquetas',
    saveCorrection: 'Guardar corrección',
    analyseNow: 'Analizar ahora',
    delete: 'Borrar',
    deleteSelected: 'Borrar seleccionados (2)',
    fiveWhys: 'Análisis REAL (5 Whys)',
    showTrendTable: 'Ver como tabla',
    generateIdeas: 'Generar Ideas',
    generatePack: 'Generar pack',
    invite: 'Crear invitación',
    revoke: 'Revocar',
    tokenName: 'Nombre del token',
    createToken: 'Crear token',
    deleteWorkspace: 'Eliminar espacio de trabajo',
  },
  en: {
    toSignup: "Don't have an account? Sign up",
    signin: 'Sign in',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot your password?',
    sendLink: 'Send link',
    newPassword: 'New password',
    repeatPassword: 'Repeat the password',
    savePassword: 'Save password',
    endOthers: 'Sign out other sessions',
    search: 'Search comments',
    edit: 'Edit',
    mergeIndustry: 'Merge into another…',
    deleteIndustry: 'Delete industry…',
    ingestaTabs: ['Manual', 'File', 'Bulk', 'Scraping (Apify)', 'Watches'],
    watches: 'Watches',
    watchHistory: 'History',
    removeWatch: 'Delete',
    rotateToken: 'Change the URL token',
    commentsFile: 'Comments file',
    closeAlert: 'Close',
    platform: 'Platform',
    otherActor: 'Another actor (choose fields)',
    industry: 'Industry (required)',
    runApify: 'Run Apify',
    actorFields: "The actor's fields",
    roleOf: (email: string) => `Role of ${email}`,
    correct: 'Correct labels',
    saveCorrection: 'Save correction',
    analyseNow: 'Analyse now',
    delete: 'Delete',
    deleteSelected: 'Delete selected (2)',
    fiveWhys: 'REAL analysis (5 Whys)',
    showTrendTable: 'Show as table',
    generateIdeas: 'Generate Ideas',
    generatePack: 'Generate pack',
    invite: 'Create invitation',
    revoke: 'Revoke',
    tokenName: 'Token name',
    createToken: 'Create token',
    deleteWorkspace: 'Delete workspace',
  },
} as const satisfies Record<Language, unknown>;

type Words = (typeof words)[Language];

/** Two comments imported after the analysis, so they stay pending. */
const pendingComments = [
  'No sé si funciona de verdad para mi caso, tengo dudas',
  'Me parece muy lento el servicio y nadie me responde',
];

/**
 * Checks the screen in Spanish, then in English: `check` runs once per language with that
 * language's control names, after the page reloads in it.
 */
async function inEachLanguage(
  page: Page,
  check: (w: Words, language: Language) => Promise<void>,
): Promise<void> {
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await check(words[language], language);
  }
}

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * Checks the dialog `open` shows, then closes it with Escape (a cancel: nothing changes). Only
 * the dialog is checked: the screen under it is checked on its own, and unchanged.
 */
async function checkDialog(page: Page, where: string, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.locator(DIALOGS);
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, `${where} (dialog open)`, DIALOGS);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Signs up and fills an industry with analysed comments (and two still pending). */
async function signUpWithAnalysedIndustry(page: Page): Promise<string> {
  await register(page, newEmail('a11y'));
  const industry = `Accesibilidad ${Date.now().toString(36)}`;
  await importComments(page, industry, sampleObjections);
  await analysePending(page, industry);
  await importComments(page, industry, pendingComments);
  return industry;
}

// Each screen is checked in two languages, up to a dozen axe runs apiece.
test.describe.configure({ timeout: 300_000 });

const inIndustry = (industry: string) => `?industry=${encodeURIComponent(industry)}`;

test('signed out, the login, sign-up, password and invitation pages have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await inEachLanguage(page, async (w, language) => {
    await expect(page.getByRole('button', { name: w.signin })).toBeVisible();
    await expectNoSeriousViolations(page, `login (${language})`);

    await page.getByLabel(w.email).fill(newEmail('nadie'));
    await page.getByLabel(w.password).fill(PASSWORD);
    await page.getByRole('button', { name: w.signin }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, `login with an error (${language})`);

    await page.getByRole('button', { name: w.forgotPassword }).click();
    await expect(page.getByRole('button', { name: w.sendLink })).toBeVisible();
    await expectNoSeriousViolations(page, `forgotten password (${language})`);
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expectNoSeriousViolations(page, `forgotten password, link sent (${language})`);

    await page.goto('/');
    await page.getByRole('button', { name: w.toSignup }).click();
    await expectNoSeriousViolations(page, `sign-up (${language})`);

    await page.goto('/#/invitacion?token=abc');
    await page.reload();
    await expectNoSeriousViolations(page, `login from an invitation link (${language})`);

    await page.goto('/#/restablecer?token=abc');
    await page.reload();
    await page.getByLabel(w.newPassword, { exact: true }).fill('una-clave-nueva-1');
    await page.getByLabel(w.repeatPassword, { exact: true }).fill('otra-clave-nueva-2');
    await page.getByRole('button', { name: w.savePassword }).click();
    await expect(page.getByLabel(w.repeatPassword, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoSeriousViolations(page, `new password with a mismatch (${language})`);

    await page.goto('/#/confirmar-alertas?token=abc');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `alert confirmation link (${language})`);
    await page.goto('/');
  });
});

test('Inicio, its tabs, search, industry editor, merge and delete, and the header confirmation have no serious accessibility violations', async ({
  page,
}) => {
  const industry = await signUpWithAnalysedIndustry(page);
  const home = await openScreen(page, inIndustry(industry), 'inicio');
  await inEachLanguage(page, async (w, language) => {
    await expect(home.locator('[data-loaded="true"]')).toBeVisible();
    for (const tab of await home.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(home.getByRole('tabpanel')).toBeVisible();
      const where = `Inicio, tab ${await tab.textContent()} (${language})`;
      await expectNoSeriousViolations(page, where);
      await expectHeadingsInOrder(page, where);
    }
    await home.getByRole('tab').first().click();
    await checkDialog(page, `Inicio search (${language})`, () =>
      home.getByRole('button', { name: w.search }).click(),
    );
    const editIndustry = home.getByRole('button', { name: `${w.edit} ${industry}` });
    await checkDialog(page, `Inicio industry editor (${language})`, () => editIndustry.click());
    for (const removal of [w.mergeIndustry, w.deleteIndustry]) {
      await checkDialog(page, `Inicio ${removal} (${language})`, async () => {
        await editIndustry.click();
        await page.getByRole('dialog').getByRole('button', { name: removal }).click();
      });
    }
    await checkDialog(page, `the header (${language})`, () =>
      page.getByRole('button', { name: w.endOthers }).click(),
    );
  });
});

test('Ingesta, each tab, a watch with its history and the confirmations have no serious accessibility violations', async ({
  page,
}) => {
  await register(page, newEmail('a11y-ingesta'));
  const watch = 'Vídeo accesible';
  await createWatch(page, watch, 'Clínica Estética');
  const ingesta = await openScreen(page, 'ingesta', 'ingesta');
  await inEachLanguage(page, async (w, language) => {
    for (const name of w.ingestaTabs) {
      await ingesta.getByRole('tab', { name }).click();
      await expect(ingesta.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `Ingesta, tab ${name} (${language})`);
    }
    // The token's button is in the scraping tab.
    await ingesta.getByRole('tab', { name: 'Scraping (Apify)' }).click();
    await checkDialog(page, `Ingesta scraping (${language})`, () =>
      ingesta.getByRole('button', { name: w.rotateToken }).click(),
    );

    await ingesta.getByRole('tab', { name: w.watches }).click();
    const card = ingesta.getByRole('listitem', { name: watch });
    await card.getByRole('button', { name: w.watchHistory }).click();
    await expect(card.getByRole('button', { name: w.watchHistory })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `Ingesta, a watch's history (${language})`);
    await checkDialog(page, `Ingesta, deleting a watch (${language})`, () =>
      card.getByRole('button', { name: w.removeWatch }).click(),
    );
  });
});

test("Ingesta with a file refused and one read, an actor's fields to choose and a watch being edited has no serious accessibility violations", async ({
  page,
}) => {
  await register(page, newEmail('a11y-ingesta-estados'));
  const watch = 'Vídeo en edición';
  await createWatch(page, watch, 'Clínica Estética');
  const ingesta = await openScreen(page, 'ingesta', 'ingesta');
  await inEachLanguage(page, async (w, language) => {
    await ingesta.getByRole('tab', { name: w.ingestaTabs[1] }).click();
    const dropArea = ingesta.getByRole('group', { name: w.commentsFile });
    await dropFile(dropArea, 'notas.txt', 'hola');
    await expect(ingesta.getByRole('alert')).toContainText('.txt');
    await expectNoSeriousViolations(page, `Ingesta, a file refused (${language})`);
    await ingesta.getByRole('alert').getByRole('button', { name: w.closeAlert }).click();
    await dropFile(
      dropArea,
      'datos.json',
      JSON.stringify([{ text: `No confío en ellos para nada ${language}` }]),
    );
    await expect(ingesta.getByText(/datos\.json: 1/)).toBeVisible();
    await expectNoSeriousViolations(page, `Ingesta, a file read and previewed (${language})`);

    await ingesta.getByRole('tab', { name: 'Scraping (Apify)' }).click();
    await ingesta.getByRole('combobox', { name: w.platform }).selectOption({ label: w.otherActor });
    await ingesta.getByRole('combobox', { name: w.industry }).selectOption('Clinical Research');
    await ingesta.getByRole('textbox', { name: 'Actor ID' }).fill('acme/store-reviews-scraper');
    await ingesta.getByRole('textbox', { name: 'Input JSON' }).fill(
      JSON.stringify({
        startUrls: [{ url: `https://tienda.example.com/p/a11y${language}` }],
        maxItems: 6,
      }),
    );
    await ingesta.getByRole('button', { name: w.runApify }).click();
    const mapper = ingesta.getByRole('region', { name: w.actorFields });
    await expect(mapper.getByRole('table').first()).toBeVisible({ timeout: 45_000 });
    await expectNoSeriousViolations(page, `Ingesta, an actor's fields to choose (${language})`);

    await ingesta.getByRole('tab', { name: w.watches }).click();
    const card = ingesta.getByRole('listitem', { name: watch });
    await card.getByRole('button', { name: w.edit, exact: true }).click();
    await expect(ingesta.getByRole('form', { name: new RegExp(watch) })).toBeVisible();
    await expectNoSeriousViolations(page, `Ingesta, a watch being edited (${language})`);
  });
});

test('Opiniones and its confirmations and correction dialog have no serious accessibility violations', async ({
  page,
}) => {
  const industry = await signUpWithAnalysedIndustry(page);
  const inbox = await openScreen(page, `opiniones${inIndustry(industry)}`, 'opiniones');
  await inEachLanguage(page, async (w, language) => {
    const feed = inbox.getByRole('feed');
    // Cards are picked by text: the feed is virtual, so the nth card in the DOM changes as it
    // scrolls.
    const card = (text: string) => feed.getByRole('article').filter({ hasText: text });
    // The newest analysed sample: near the top of the feed, so in its rendered window.
    const newestSample = sampleObjections[sampleObjections.length - 1]!;
    await expect(card(newestSample)).toBeVisible();
    await expectNoSeriousViolations(page, `Opiniones (${language})`);
    const analysed = card(newestSample);
    await checkDialog(page, `Opiniones delete one (${language})`, () =>
      analysed.getByRole('button', { name: w.delete }).click(),
    );
    for (const text of pendingComments) await card(text).getByRole('checkbox').check();
    await expectNoSeriousViolations(page, `Opiniones with a selection (${language})`);
    await checkDialog(page, `Opiniones delete selected (${language})`, () =>
      inbox.getByRole('button', { name: w.deleteSelected }).click(),
    );
    await checkDialog(page, `Opiniones correction (${language})`, () =>
      analysed.getByRole('button', { name: w.correct }).click(),
    );
    await analysed.getByRole('button', { name: w.correct }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.saveCorrection }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await checkDialog(page, `Opiniones re-analysis of a correction (${language})`, () =>
      analysed.getByRole('button', { name: w.analyseNow }).click(),
    );
  });
});

test('Templates, Reporte and Generar, empty and with content, have no serious accessibility violations', async ({
  page,
}) => {
  const industry = await signUpWithAnalysedIndustry(page);
  await inEachLanguage(page, async (w, language) => {
    await openScreen(page, 'templates', 'templates');
    await expectNoSeriousViolations(page, `Templates without ideas (${language})`);
    const templates = await openScreen(page, `templates${inIndustry(industry)}`, 'templates');
    await templates.getByRole('button', { name: w.generateIdeas }).click();
    await expect(templates.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, `Templates (${language})`);
    await checkDialog(page, `Templates delete (${language})`, () =>
      templates.getByRole('article').first().getByRole('button', { name: w.delete }).click(),
    );

    const report = await openScreen(page, `reporte${inIndustry(industry)}`, 'reporte');
    await expect(report.getByRole('meter').first()).toBeVisible();
    await report.getByRole('button', { name: w.fiveWhys }).click();
    await report.getByRole('button', { name: w.showTrendTable }).click();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(
      page,
      `Reporte with the five whys and the trend table open (${language})`,
    );

    const generar = await openScreen(page, 'generar', 'generar');
    await expectNoSeriousViolations(page, `Generar without a pack (${language})`);
    await generar.getByRole('combobox').first().fill(industry);
    await generar.getByRole('button', { name: w.generatePack }).click();
    await expect(generar.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `Generar with a pack (${language})`);
  });
});

test('Equipo with an invitation, an API token, its activity log and its confirmations has no serious accessibility violations', async ({
  page,
}) => {
  await register(page, newEmail('a11y-equipo'));
  const equipo = await openScreen(page, 'equipo', 'equipo');
  await inEachLanguage(page, async (w, language) => {
    await expect(equipo.getByTestId('workspace-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `Equipo (${language})`);
    await equipo.getByRole('textbox', { name: w.email }).fill(newEmail('invitada'));
    await equipo.getByRole('button', { name: w.invite }).click();
    const revoke = equipo.getByRole('button', { name: new RegExp(`^${w.revoke}`) }).first();
    await expect(revoke).toBeVisible();
    await expectNoSeriousViolations(page, `Equipo with an invitation (${language})`);
    await checkDialog(page, `Equipo revoke (${language})`, () => revoke.click());

    await equipo.getByRole('textbox', { name: w.tokenName }).fill(`Zapier ${language}`);
    await equipo.getByRole('button', { name: w.createToken }).click();
    const revokeToken = equipo.getByRole('button', { name: new RegExp(`Zapier ${language}`) });
    await expect(revokeToken).toBeVisible();
    await expectNoSeriousViolations(page, `Equipo with a new API token shown once (${language})`);
    await checkDialog(page, `Equipo revoke a token (${language})`, () => revokeToken.click());

    // The activity log loads as it comes near the viewport, at the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(equipo.getByRole('table').last()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `Equipo with its activity log (${language})`);
    await checkDialog(page, `Equipo delete workspace (${language})`, () =>
      equipo.getByRole('button', { name: w.deleteWorkspace }).click(),
    );
  });
});

test('Equipo with several members and its own Apify account has no serious accessibility violations', async ({
  page,
  request,
}) => {
  await register(page, newEmail('a11y-equipo-miembros'));
  const members = [
    { email: newEmail('analista'), role: 'analyst' },
    { email: newEmail('lectora'), role: 'viewer' },
  ] as const;
  for (const { email, role } of members) {
    const { token } = await createInvitation(page, email, role);
    const signup = await request.post('/functions/v1/auth/signup', {
      data: { email, pass: PASSWORD, invitation: token },
    });
    expect(signup.ok(), await signup.text()).toBe(true);
  }
  await connectApifyAccount(page, fakeApify.token);
  const equipo = await openScreen(page, 'equipo', 'equipo');
  await inEachLanguage(page, async (w, language) => {
    for (const { email } of members) {
      await expect(equipo.getByRole('combobox', { name: w.roleOf(email) })).toBeVisible();
    }
    await expect(equipo.getByText(`…${fakeApify.token.slice(-4)}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `Equipo with members and an Apify account (${language})`);
  });
});
