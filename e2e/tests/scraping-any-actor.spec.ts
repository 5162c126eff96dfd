import { expect, test } from '@playwright/test';
import { inboxTotal } from './api-helpers';
import { newEmail, register, screen } from './helpers';

const INDUSTRY = 'Clinical Research';
const ACTOR = 'acme/store-reviews-scraper';

test("any other actor's run: its fields chosen on its first items, previewed, imported once and saved for the next run", async ({
  page,
}) => {
  await register(page, newEmail('any-actor'));
  const before = await inboxTotal(page, INDUSTRY);

  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('tab', { name: 'Scraping (Apify)' }).click();
  await ingesta
    .getByRole('combobox', { name: 'Plataforma' })
    .selectOption({ label: 'Otro actor (elegir campos)' });
  await ingesta.getByRole('combobox', { name: 'Industria (requerida)' }).selectOption(INDUSTRY);
  await ingesta.getByRole('textbox', { name: 'Actor ID' }).fill(ACTOR);
  const product = `zapato${Date.now().toString(36)}`;
  const input = JSON.stringify({
    startUrls: [{ url: `https://tienda.example.com/p/${product}` }],
    maxItems: 12,
  });
  await ingesta.getByRole('textbox', { name: 'Input JSON' }).fill(input);
  await ingesta.getByRole('button', { name: 'Ejecutar Apify' }).click();

  // Nothing in a review says which platform wrote it: the run waits for its fields.
  await expect(
    ingesta.getByText(/sus elementos no son comentarios de una plataforma conocida/),
  ).toBeVisible({ timeout: 45_000 });
  const mapper = ingesta.getByRole('region', { name: 'Campos del actor' });
  const raw = mapper.getByRole('table', { name: /primeros 5 elementos/ });
  await expect(raw.getByRole('rowheader', { name: 'content.text' })).toBeVisible();
  await expect(raw.getByText('Cliente 3', { exact: true })).toBeVisible();

  const choose = (label: string, field: string) =>
    mapper.getByRole('combobox', { name: label }).selectOption(field);
  await mapper.getByRole('button', { name: 'Vista previa' }).click();
  await expect(mapper.getByRole('alert')).toHaveText(
    /Elige el campo que contiene el texto del comentario/,
  );
  await choose('Texto (requerido)', 'content.text');
  // A field the reviewer never filled: null in every item.
  await choose('Autor', 'reviewer.avatarUrl');
  await mapper.getByRole('button', { name: 'Vista previa' }).click();
  await expect(mapper.getByRole('alert')).toHaveText(
    /el campo «reviewer.avatarUrl» está vacío o no aparece en ninguno de los primeros elementos/,
  );
  await expect(mapper.getByRole('button', { name: 'Guardar campos e importar' })).toBeDisabled();

  await choose('Autor', 'reviewer.name');
  await choose('Fecha', 'dates.published');
  await choose('ID del comentario', 'reviewId');
  await mapper.getByRole('button', { name: 'Vista previa' }).click();
  const mapped = mapper.getByRole('table', { name: 'Así se importarán' });
  await expect(mapped.getByText(/El envío tardó tres semanas/)).toBeVisible();
  // The fake names a review by the product page's last 11 letters and digits.
  await expect(mapped.getByText(`rv-${product.slice(-11)}-1`)).toBeVisible();
  await expect(mapped.getByText('Se omite: sin texto')).toBeVisible();
  await mapper.getByRole('button', { name: 'Guardar campos e importar' }).click();

  await expect(ingesta.getByText(/Reimportación en marcha/)).toBeVisible();
  const runs = ingesta.getByRole('table', { name: 'Ejecuciones recientes' });
  await expect(runs.getByText('IMPORTED')).toBeVisible({ timeout: 30_000 });
  // 12 reviews: 2 bare ratings and 2 saying too little are skipped.
  expect(await inboxTotal(page, INDUSTRY)).toBe(before + 8);

  // The next run of the actor imports with the saved fields; the same reviews are not added twice.
  await ingesta.getByRole('textbox', { name: 'Input JSON' }).fill(input);
  await ingesta.getByRole('button', { name: 'Ejecutar Apify' }).click();
  await expect(ingesta.getByText('Importados: 0 · Analizados: 0')).toBeVisible({
    timeout: 45_000,
  });
  expect(await inboxTotal(page, INDUSTRY)).toBe(before + 8);

  await page.goto(`/#/opiniones?industry=${encodeURIComponent(INDUSTRY)}`);
  const opiniones = screen(page, 'opiniones');
  await expect(opiniones.getByText(/Me cobraron dos veces/).first()).toBeVisible();
  await expect(opiniones.getByText(ACTOR).first()).toBeVisible();
});
