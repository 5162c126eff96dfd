import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { newEmail, register, screen } from './helpers';

const INDUSTRY = 'Clinical Research';

test('a watch saved in Seguimiento runs on (fake) Apify, imports only new comments the second time, pauses and is deleted', async ({
  page,
}) => {
  await register(page, newEmail('watches'));
  await page.goto('/#/ingesta');
  const ingesta = screen(page, 'ingesta');
  await ingesta.getByRole('tab', { name: 'Seguimiento' }).click();
  await expect(ingesta.getByText(/Aún no hay seguimientos/)).toBeVisible();

  const form = ingesta.getByRole('form', { name: 'Nuevo seguimiento' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Vídeo del ensayo');
  await form.getByRole('combobox', { name: 'Industria (requerida)' }).selectOption(INDUSTRY);
  await form.getByRole('textbox', { name: 'Actor ID' }).fill('streamers/youtube-comments-scraper');
  const video = `w${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Input JSON' }).fill(
    JSON.stringify({
      startUrls: [{ url: `https://www.youtube.com/watch?v=${video}` }],
      maxComments: 5,
    }),
  );
  await form.getByRole('combobox', { name: 'Frecuencia' }).selectOption('weekly');
  await form.getByRole('combobox', { name: 'Día' }).selectOption('Viernes');
  await form.getByRole('combobox', { name: 'Hora' }).selectOption('18:00');
  await form.getByRole('button', { name: 'Guardar seguimiento' }).click();

  const card = ingesta.getByRole('listitem', { name: 'Vídeo del ensayo' });
  await expect(card.getByText(/Cada viernes a las 18:00/)).toBeVisible();
  await expect(card.getByText(/Próxima ejecución: .* 18:00/)).toBeVisible();
  await expect(card.getByText('Todavía no se ha ejecutado')).toBeVisible();

  await card.getByRole('button', { name: 'Ejecutar ahora' }).click();
  const history = card.getByRole('table', { name: 'Historial de «Vídeo del ensayo»' });
  const firstRun = history.locator('tbody tr').first();
  await expect(firstRun.getByRole('cell', { name: 'Correcta' })).toBeVisible({ timeout: 45_000 });
  await expect(firstRun.getByRole('cell').nth(2)).toHaveText('5');
  await expect(card.getByText(/5 comentarios nuevos, 5 analizados/)).toBeVisible();

  // The video has no new comments: the second run imports none.
  await card.getByRole('button', { name: 'Ejecutar ahora' }).click();
  await expect(history.locator('tbody tr')).toHaveCount(2, { timeout: 45_000 });
  await expect(
    history.locator('tbody tr').first().getByRole('cell', { name: 'Correcta' }),
  ).toBeVisible({
    timeout: 45_000,
  });
  await expect(history.locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText('0');

  await card.getByRole('button', { name: 'Pausar' }).click();
  await expect(card.getByText('Pausado')).toBeVisible();
  await expect(card.getByText(/Próxima ejecución/)).toHaveCount(0);

  await card.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(ingesta.getByText('Seguimiento «Vídeo del ensayo» eliminado')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("Equipo's alerts reach a Slack-compatible webhook in a test, with the workspace's time zone saved", async ({
  page,
}) => {
  const posts: Array<{ text: string }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      posts.push(JSON.parse(body) as { text: string });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  try {
    await register(page, newEmail('alerts'));
    await page.goto('/#/equipo');
    const form = screen(page, 'equipo').getByRole('form', { name: 'Alertas y horario' });
    await form.getByRole('combobox', { name: 'Zona horaria' }).selectOption('America/Bogota');
    await form
      .getByRole('textbox', { name: /Webhook entrante/ })
      .fill(`http://127.0.0.1:${port}/services/T0/B0/e2e`);
    await form.getByRole('button', { name: 'Guardar alertas' }).click();
    await expect(page.getByText('Ajustes de alertas guardados')).toBeVisible();

    await form.getByRole('button', { name: 'Enviar prueba' }).click();
    await expect(page.getByText('Prueba: correo no configurado, webhook enviado')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.text).toContain('Prueba de alertas de Réplica');

    // The watches' hours now read in the saved zone.
    await page.goto('/#/ingesta');
    const ingesta = screen(page, 'ingesta');
    await ingesta.getByRole('tab', { name: 'Seguimiento' }).click();
    await expect(ingesta.getByText(/\(America\/Bogota\)/)).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
