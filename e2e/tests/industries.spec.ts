import { expect, test } from '@playwright/test';
import { newEmail, register, screen } from './helpers';

test('a marketer adds an industry from a selector, then renames it on Inicio', async ({ page }) => {
  await register(page, newEmail('industrias'));
  await page.goto('/#/templates');
  const templates = screen(page, 'templates');
  await templates.getByRole('button', { name: '+ Nueva industria' }).click();
  const adding = page.getByRole('dialog', { name: 'Nueva industria' });
  await adding.getByRole('textbox', { name: 'Nombre de la industria' }).fill('Gimnasios de barrio');
  await adding.getByRole('button', { name: 'Crear' }).click();

  await expect(adding).toBeHidden();
  await expect(templates).toHaveAttribute('data-industry', 'Gimnasios de barrio');
  await expect(templates.getByRole('combobox', { name: 'Industria' })).toHaveValue(
    'Gimnasios de barrio',
  );

  // Another industry of the same name is refused, with the reason, and nothing changes.
  await templates.getByRole('button', { name: '+ Nueva industria' }).click();
  await adding.getByRole('textbox', { name: 'Nombre de la industria' }).fill('Gimnasios de barrio');
  await adding.getByRole('button', { name: 'Crear' }).click();
  await expect(adding.getByText('Ya existe una industria con ese nombre')).toBeVisible();
  await adding.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/');
  await page.getByRole('button', { name: 'Editar Gimnasios de barrio' }).click();
  const editing = page.getByRole('dialog', { name: 'Editar Gimnasios de barrio' });
  await editing.getByLabel('Nombre', { exact: true }).fill('Gimnasios');
  await editing.getByRole('button', { name: 'Guardar' }).click();

  await expect(editing).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Gimnasios', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Gimnasios de barrio' })).toHaveCount(0);
  // Every selector knows it by its new name.
  await page.goto('/#/reporte?industry=Gimnasios');
  await expect(
    screen(page, 'reporte').getByRole('combobox', { name: 'Industria' }).locator('option'),
  ).toContainText(['Gimnasios']);

  // Merged into another industry, asked first: its card is gone.
  await page.goto('/');
  await page.getByRole('button', { name: 'Editar Gimnasios' }).click();
  await page.getByRole('button', { name: 'Fusionar con otra…' }).click();
  const merging = page.getByRole('dialog', { name: 'Fusionar Gimnasios' });
  await merging.getByLabel('Fusionar con').selectOption('Marca Personal');
  await merging.getByRole('button', { name: 'Fusionar' }).click();
  await expect(page.getByText('«Gimnasios» se fusionó con «Marca Personal».')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Gimnasios', exact: true })).toHaveCount(
    0,
  );
});
