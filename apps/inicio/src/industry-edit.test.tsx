import type { IndustrySummary } from '@replica/api-client';
import { roleKnown, workspacesHandler } from '@replica/api-client/testing/workspaces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sampleIndustries, server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

type Role = 'viewer' | 'analyst' | 'admin' | 'owner';

/** The industries API keeping what a PATCH sends, as the real one answers it. */
function storePatches() {
  const patches: Array<{ name: string; body: Partial<IndustrySummary> & { name?: string } }> = [];
  server.use(
    http.patch('*/functions/v1/industries/:name', async ({ params, request }) => {
      const name = decodeURIComponent(String(params.name));
      const { name: newName, ...body } = (await request.json()) as Partial<IndustrySummary> & {
        name?: string;
      };
      patches.push({ name, body: newName === undefined ? body : { name: newName, ...body } });
      const stored = sampleIndustries.find((item) => item.industry === name)!;
      return HttpResponse.json({ ...stored, ...body, industry: newName ?? stored.industry });
    }),
  );
  return patches;
}

async function renderAs(role: Role) {
  server.use(workspacesHandler(role));
  renderPage();
  await screen.findByRole('heading', { level: 2, name: 'Marca Personal' });
  await roleKnown();
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
const dialog = () => screen.getByRole('dialog', { name: 'Editar Marca Personal' });

async function openEdit() {
  await userEvent.click(screen.getByRole('button', { name: 'Editar Marca Personal' }));
  return dialog();
}

async function fill(label: string, value: string) {
  const field = within(dialog()).getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

describe('Editing an industry on Inicio', () => {
  it.each(['viewer', 'analyst'] as const)('offers a %s no edit button', async (role) => {
    await renderAs(role);

    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
  });

  it.each(['admin', 'owner'] as const)('lets an %s edit every card', async (role) => {
    await renderAs(role);

    expect(screen.getByRole('button', { name: 'Editar Marca Personal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar sin_clasificar' })).toBeVisible();
  });

  it('opens prefilled with the card’s name and figures, on the name field', async () => {
    await renderAs('owner');

    const edit = await openEdit();

    expect(within(edit).getByLabelText('Nombre')).toHaveValue('Marca Personal');
    expect(within(edit).getByLabelText('Nombre')).toHaveFocus();
    expect(within(edit).getByLabelText('Clientes')).toHaveValue('12');
    expect(within(edit).getByLabelText('Años')).toHaveValue('5.5');
    expect(within(edit).getByLabelText('Ciudades')).toHaveValue('Miami, Orlando');
  });

  it('saves clients, years and cities and shows them on the card at once', async () => {
    const patches = storePatches();
    await renderAs('admin');
    await openEdit();

    await fill('Clientes', '1,500');
    await fill('Años', '3');
    await fill('Ciudades', 'Miami, Tampa, ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([
      { name: 'Marca Personal', body: { clients: 1500, years: 3, cities: ['Miami', 'Tampa'] } },
    ]);
    const edited = card('Marca Personal');
    expect(edited).toHaveTextContent('Clientes1,500');
    expect(edited).toHaveTextContent(/Años3(?!\.)/);
    expect(edited).toHaveTextContent('Miami • Tampa');
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Editar Marca Personal' })).toHaveFocus();
  });

  it('renames the industry, its card showing the new name at once', async () => {
    const patches = storePatches();
    await renderAs('admin');
    await openEdit();

    await fill('Nombre', 'Marca Personal Pro');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { name: 'Marca Personal Pro' })).toBeVisible();
    expect(patches[0]).toMatchObject({
      name: 'Marca Personal',
      body: { name: 'Marca Personal Pro' },
    });
    expect(screen.queryByRole('heading', { name: /^Marca Personal$/ })).toBeNull();
  });

  it('offers no name field for the unclassified comments, which keep theirs', async () => {
    await renderAs('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Editar sin_clasificar' }));

    const edit = screen.getByRole('dialog', { name: 'Editar sin_clasificar' });
    expect(within(edit).queryByLabelText('Nombre')).toBeNull();
    expect(within(edit).getByLabelText('Clientes')).toHaveFocus();
  });

  it('says "Multiple locations" once the cities are emptied', async () => {
    storePatches();
    await renderAs('owner');
    await openEdit();

    await fill('Ciudades', '');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(card('Marca Personal')).toHaveTextContent('Multiple locations'));
  });

  it('explains a wrong field under it and sends nothing', async () => {
    const patches = storePatches();
    await renderAs('owner');
    await openEdit();

    await fill('Clientes', 'doce');
    await fill('Años', '-2');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    const clients = within(dialog()).getByLabelText('Clientes');
    expect(clients).toHaveAttribute('aria-invalid', 'true');
    expect(clients).toHaveAccessibleDescription(
      'Escribe un número entero de clientes, de 0 a 1,000,000,000.',
    );
    expect(clients).toHaveFocus();
    expect(within(dialog()).getByLabelText('Años')).toHaveAccessibleDescription(
      'Escribe los años como un número de 0 a 1,000; por ejemplo 3 o 2.5.',
    );
    expect(patches).toHaveLength(0);

    // Typing again clears that field's message.
    await fill('Clientes', '12');
    expect(within(dialog()).getByLabelText('Clientes')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the dialog open with the API’s refusal in red', async () => {
    server.use(
      http.patch('*/functions/v1/industries/:name', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    await renderAs('admin');
    await openEdit();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'No tienes permiso para esta acción',
    );
    expect(card('Marca Personal')).toHaveTextContent('Clientes12Opiniones');
  });

  it('closes on Cancelar without saving', async () => {
    const patches = storePatches();
    await renderAs('owner');
    await openEdit();

    await fill('Clientes', '99');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toHaveLength(0);
    expect(card('Marca Personal')).toHaveTextContent('Clientes12Opiniones');
  });

  it('speaks English', async () => {
    storePatches();
    const { languageAtom } = await import('@replica/ui');
    const { getDefaultStore } = await import('jotai');
    getDefaultStore().set(languageAtom, 'en');
    await renderAs('owner');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Marca Personal' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Marca Personal' });
    await userEvent.clear(within(edit).getByLabelText('Years'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(within(edit).getByLabelText('Years')).toHaveAccessibleDescription(
      'Enter the years as a number from 0 to 1,000, e.g. 3 or 2.5.',
    );
  });
});
