import { type Locator, type Page, expect, test } from '@playwright/test';
import { analysePending, generateIdeas, importComments, sampleObjections } from './api-helpers';
import { PASSWORD, newEmail, openScreen, register, screen } from './helpers';
import { REFLOW_WIDTH } from './layout-helpers';

/**
 * WCAG 2.2 AA criteria no axe rule checks, where a test can see them: target size (2.5.8), focus
 * visible and never hidden (2.4.7, 2.4.11), charts and bars with their numbers as text or a table
 * (1.1.1), fields whose edges stand out (1.4.11), errors named next to their field and tied to it
 * (3.3.1, 3.3.3), sign-in that lets a password manager or paste fill it (3.3.8), and window
 * titles that name the screen (2.4.2); and, beyond AA (2.3.3 is AAA), motion that stops when the
 * system asks for less.
 */

const INDUSTRY = 'Clínica Estética';

/** The seven screens, each with the name its window title starts with. */
const SCREENS = [
  { hash: '', id: 'inicio', title: 'Inicio' },
  { hash: 'ingesta', id: 'ingesta', title: 'Ingesta' },
  {
    hash: `opiniones?industry=${encodeURIComponent(INDUSTRY)}`,
    id: 'opiniones',
    title: 'Opiniones',
  },
  { hash: `reporte?industry=${encodeURIComponent(INDUSTRY)}`, id: 'reporte', title: 'Reporte' },
  {
    hash: `templates?industry=${encodeURIComponent(INDUSTRY)}`,
    id: 'templates',
    title: 'Templates',
  },
  { hash: 'generar', id: 'generar', title: 'Generar Contenido' },
  { hash: 'equipo', id: 'equipo', title: 'Equipo' },
] as const;

async function signUpWithComments(page: Page, label: string): Promise<void> {
  await register(page, newEmail(label));
  await importComments(page, INDUSTRY, sampleObjections);
  await analysePending(page, INDUSTRY);
  await generateIdeas(page, INDUSTRY);
}

/**
 * Every control a pointer can hit that is smaller than 24 × 24 CSS px and too close to another
 * for the spacing exception (a 24 px circle on its centre meets no other target). Its hit box is
 * what a pointer reaches: a checkbox's whole label, or the card a stretched `::after` covers. A
 * link inside a sentence is exempt, its size being the line's.
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const TARGETS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], ' +
      '[role="tab"], [role="link"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [inert]') &&
        !(element as HTMLButtonElement).disabled
      );
    };
    const positionedAncestor = (element: Element) => {
      let holder = element.parentElement;
      while (holder && getComputedStyle(holder).position === 'static') {
        holder = holder.parentElement;
      }
      return holder;
    };
    const hitBox = (element: Element) => {
      const after = getComputedStyle(element, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute';
      const holder = stretched ? positionedAncestor(element) : null;
      if (holder) return holder.getBoundingClientRect();
      const label = element instanceof HTMLInputElement ? element.closest('label') : null;
      return (label ?? element).getBoundingClientRect();
    };
    const inSentence = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    const targets = [...document.querySelectorAll(TARGETS)]
      .filter((element) => shown(element) && !inSentence(element))
      .map((element) => ({ element, box: hitBox(element) }));
    const small = targets.filter(({ box }) => box.width < MIN - 0.5 || box.height < MIN - 0.5);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    return small
      .filter((target) =>
        targets.some((other) => {
          if (related(other.element, target.element)) return false;
          const here = centre(target.box);
          if (!small.includes(other)) return distanceToBox(here, other.box) < MIN / 2;
          const there = centre(other.box);
          return Math.hypot(here.x - there.x, here.y - there.y) < MIN;
        }),
      )
      .map(({ element, box }) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `<${element.tagName.toLowerCase()}> "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

test('every control is at least 24 × 24 px or spaced as if it were, signed out and on every screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect.soft(await undersizedTargets(page), 'small targets on the login').toEqual([]);
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  expect.soft(await undersizedTargets(page), 'small targets on the sign-up').toEqual([]);

  await signUpWithComments(page, 'objetivos');
  for (const viewport of [{ width: 1280, height: 800 }, REFLOW_WIDTH]) {
    await page.setViewportSize(viewport);
    for (const { hash, id } of SCREENS) {
      await openScreen(page, hash, id, { settled: true });
      expect
        .soft(await undersizedTargets(page), `small targets on ${id} at ${viewport.width} px`)
        .toEqual([]);
    }
  }
});

/** The most Tab presses a screen takes to go round every control it has. */
const MAX_FOCUS_STOPS = 150;

/**
 * Walks a screen with Tab and, for every control that takes the focus, returns what is wrong:
 * no visible focus indicator (an outline or a shadow on it or on its `::after`), or nothing of it
 * left to see in the window (out of it, or wholly under something fixed or sticky).
 */
async function focusProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let first: string | null = null;
  for (let press = 0; press < MAX_FOCUS_STOPS; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const marked = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      const indicated =
        marked(getComputedStyle(focused)) || marked(getComputedStyle(focused, '::after'));
      const box = focused.getBoundingClientRect();
      const inset = Math.min(2, box.width / 4, box.height / 4);
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ];
      const seen = points.some(([x, y]) => {
        if (x! < 0 || y! < 0 || x! >= window.innerWidth || y! >= window.innerHeight) return false;
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (hit === focused || focused.contains(hit) || hit.contains(focused));
      });
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
      return {
        key: `${focused.tagName}#${name}#${Math.round(box.top + window.scrollY)}`,
        label: `<${focused.tagName.toLowerCase()}> "${name.slice(0, 30)}"`,
        indicated,
        seen,
      };
    });
    if (stop === null) continue;
    if (stop.key === first) break;
    first ??= stop.key;
    if (!stop.indicated) problems.push(`${stop.label}: no visible focus indicator`);
    if (!stop.seen) problems.push(`${stop.label}: hidden while focused`);
  }
  return problems;
}

test('on every screen the focus is always visible and never hidden, wide and at 320 px', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpWithComments(page, 'foco');
  for (const viewport of [{ width: 1280, height: 720 }, REFLOW_WIDTH]) {
    await page.setViewportSize(viewport);
    for (const { hash, id } of SCREENS) {
      await openScreen(page, hash, id, { settled: true });
      expect.soft(await focusProblems(page), `focus on ${id} at ${viewport.width} px`).toEqual([]);
    }
  }
});

/** The animations and transitions still running a moment after the page settled. */
function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
  );
}

test('with reduced motion asked for, no animation runs: loading placeholders stand still', async ({
  page,
}) => {
  await register(page, newEmail('movimiento'));
  // The inbox's read held back: its placeholders show (and pulse, without the preference).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/functions\/v1\/opiniones\?/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/#/opiniones');
  const inbox = screen(page, 'opiniones');
  await expect(inbox.getByRole('status').filter({ hasText: 'Cargando comentarios' })).toBeVisible();
  await expect
    .poll(() => runningAnimations(page), { message: 'without the preference' })
    .toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(inbox.getByRole('status').filter({ hasText: 'Cargando comentarios' })).toBeVisible();
  await expect.poll(() => runningAnimations(page), { message: 'with reduced motion' }).toBe(0);
  release();
});

test('every chart and bar of the report gives its numbers as text or in a table', async ({
  page,
}) => {
  await signUpWithComments(page, 'graficos');
  const report = await openScreen(page, SCREENS[3].hash, 'reporte', { settled: true });

  // The trend chart: a table of the same numbers, which then describes it.
  const chart = report.getByRole('img', { name: /./ }).first();
  await expect(chart).toBeVisible();
  await report.getByRole('button', { name: 'Ver como tabla' }).click();
  const tableId = await chart.getAttribute('aria-describedby');
  const table = report.locator(`table[id="${tableId}"]`);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Each meter (the pain points) shows its value beside it.
  const meters = await report.getByRole('meter').all();
  expect(meters.length).toBeGreaterThan(0);
  for (const meter of meters) {
    const value = (await meter.getAttribute('aria-valuetext')) ?? '';
    await expect(meter.locator('xpath=..')).toContainText(value);
  }

  // The distribution's bars are drawn in cells that say the same share as text.
  const distribution = report.getByTestId('distribution');
  for (const bar of await distribution.locator('[aria-hidden="true"]').all()) {
    await expect(bar.locator('xpath=ancestor::td')).toContainText('%');
  }
});

test('a form error is named next to its field and tied to it', async ({ page }) => {
  await register(page, newEmail('errores'));

  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('button', { name: 'Añadir comentario' }).click();
  const text = ingesta.getByRole('textbox', { name: 'Texto' });
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAccessibleDescription('El texto es requerido');

  await page.goto('/#/equipo');
  const equipo = screen(page, 'equipo');
  await equipo.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
  await equipo.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-segura-2');
  await equipo.getByLabel('Repite la contraseña', { exact: true }).fill('otra-clave-distinta-3');
  await equipo.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const repeat = equipo.getByLabel('Repite la contraseña', { exact: true });
  await expect(repeat).toHaveAttribute('aria-invalid', 'true');
  await expect(repeat).toHaveAccessibleDescription('Las contraseñas no coinciden');
});

/**
 * Every field one types in or picks from whose edge has less than 3:1 contrast with the colour
 * behind it (WCAG 1.4.11): the edge is what shows where to click and type.
 */
function faintFieldEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const share = value / 255;
        return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const behind = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if ((channels(colour)[3] ?? 1) > 0) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    return [
      ...document.querySelectorAll(
        'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), select, textarea',
      ),
    ]
      .filter((field) => field.getBoundingClientRect().width > 1)
      .map((field) => ({
        field,
        ratio: contrast(getComputedStyle(field).borderTopColor, behind(field)),
      }))
      .filter(({ ratio }) => ratio < 3)
      .map(({ field, ratio }) => `<${field.tagName.toLowerCase()}> ${ratio.toFixed(2)}:1`);
  });
}

test("every screen's window title names it, and the login's the product", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Réplica');
  await register(page, newEmail('titulos'));
  for (const { hash, id, title } of SCREENS) {
    await openScreen(page, hash, id, { settled: true });
    await expect(page).toHaveTitle(`${title} · Réplica`);
  }
});

test('the edges of the fields stand out at 3:1 from what surrounds them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await faintFieldEdges(page), 'fields of the login').toEqual([]);
  await register(page, newEmail('bordes'));
  for (const { hash, id } of SCREENS) {
    await openScreen(page, hash, id, { settled: true });
    expect.soft(await faintFieldEdges(page), `fields on ${id}`).toEqual([]);
  }
});

/** Pastes `text` into `field` the way the browser does, and says whether a script refused it. */
function pasteRefused(field: Locator, text: string): Promise<boolean> {
  return field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const paste = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    return !input.dispatchEvent(paste);
  }, text);
}

test('sign-in and sign-up let a password manager fill them and take a pasted password', async ({
  page,
}) => {
  await page.goto('/');
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  expect(await pasteRefused(email, 'ana@example.com'), 'pasting the e-mail').toBe(false);
  expect(await pasteRefused(password, PASSWORD), 'pasting the password').toBe(false);

  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  expect(await pasteRefused(password, PASSWORD), 'pasting a new password').toBe(false);
});
