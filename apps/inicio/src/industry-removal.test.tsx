import { roleKnown } from '@replica/api-client/testing/workspaces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sampleIndustries, server, setupDashboardServer } from './test/dashboard-server';
import { renderPage } from './test/render-page';

setupDashboardServer();

/** The industries API taking merges and deletes, answering as the real one. */
function removalApi({ busy = false } = {}) {
  const calls: Array<{ method: string; name: string; body?: unknown }> = [];
  server.use(
    http.patch('*/functions/v1/industries/:name', async ({ params, request }) => {
      const name = decodeURIComponent(String(params.name));
      calls.push({ method: 'PATCH', name, body: await request.json() });
      const into = sampleIndustries.find((card) => card.industry === 'sin_clasificar')!;
      return HttpResponse.json({ ...into, opinions: into.opinions + 1234 });
    }),
    http.delete('*/functions/v1/industries/:name', ({ params }) => {
      const name = decodeURIComponent(String(params.name));
      calls.push({ method: 'DELETE', name });
      if (busy) {
        return HttpResponse.json(
          {
            error: 'Hay un trabajo en curso en esta industria; espera a que termine o cancélalo',
            code: 'industry_busy',
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ industry: name, comments: 1234 });
    }),
  );
  return calls;
}

async function openEditOf(industry: string) {
  renderPage();
  await screen.findByRole('heading', { level: 2, name: industry });
  await roleKnown();
  await userEvent.click(screen.getByRole('button', { name: `Editar ${industry}` }));
  return screen.getByRole('dialog', { name: `Editar ${industry}` });
}

describe('Merging and deleting an industry on Inicio', () => {
  it('merges an industry into the one chosen, saying what moves first', async () => {
    const calls = removalApi();
    const edit = await openEditOf('Marca Personal');

    await userEvent.click(within(edit).getByRole('button', { name: 'Fusionar con otra…' }));
    const merge = screen.getByRole('dialog', { name: 'Fusionar Marca Personal' });
    expect(merge).toHaveTextContent('Sus 1,234 comentarios, ideas y seguimientos pasarán');
    const select = within(merge).getByLabelText('Fusionar con');
    expect(select).toHaveFocus();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['sin_clasificar']);
    expect(calls).toEqual([]);
    await userEvent.click(within(merge).getByRole('button', { name: 'Fusionar' }));

    expect(
      await screen.findByText('«Marca Personal» se fusionó con «sin_clasificar».'),
    ).toBeVisible();
    expect(calls).toEqual([
      { method: 'PATCH', name: 'Marca Personal', body: { mergeInto: 'sin_clasificar' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an industry only once confirmed, and cancelling changes nothing', async () => {
    const calls = removalApi();
    let edit = await openEditOf('Marca Personal');

    await userEvent.click(within(edit).getByRole('button', { name: 'Eliminar industria…' }));
    let question = screen.getByRole('alertdialog', { name: '¿Eliminar Marca Personal?' });
    expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Editar Marca Personal' }));
    edit = screen.getByRole('dialog', { name: 'Editar Marca Personal' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Eliminar industria…' }));
    question = screen.getByRole('alertdialog', { name: '¿Eliminar Marca Personal?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));

    expect(
      await screen.findByText('«Marca Personal» se eliminó con sus 1,234 comentarios.'),
    ).toBeVisible();
    expect(calls).toEqual([{ method: 'DELETE', name: 'Marca Personal' }]);
  });

  it('keeps the question open with the reason when the API refuses', async () => {
    removalApi({ busy: true });
    const edit = await openEditOf('Marca Personal');
    await userEvent.click(within(edit).getByRole('button', { name: 'Eliminar industria…' }));
    const question = screen.getByRole('alertdialog', { name: '¿Eliminar Marca Personal?' });

    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));

    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Hay un trabajo en curso en esta industria',
    );
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Eliminar' })).toBeEnabled(),
    );
  });

  it('offers no merge or delete for the unclassified comments', async () => {
    const edit = await openEditOf('sin_clasificar');

    expect(within(edit).queryByRole('button', { name: 'Fusionar con otra…' })).toBeNull();
    expect(within(edit).queryByRole('button', { name: 'Eliminar industria…' })).toBeNull();
  });
});
