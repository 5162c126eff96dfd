import { FIXED_INDUSTRIES, type Idea } from '@replica/api-client';
import {
  forgetWorkspacesAfterEach,
  roleKnown,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from '@replica/ui/router';
import Page from './page';
import { renderAt, resetLanguage } from './test/render-page';

function idea(id: number, overrides: Partial<Idea> = {}): Idea {
  return {
    idea_id: id,
    industry: 'Marca Personal',
    idea_type: 'video',
    hook: `Hook de la idea ${id}`,
    angle: `Ángulo de la idea ${id}`,
    script_outline: `Guion de la idea ${id}`,
    created_at: '2026-03-14T10:00:00.000Z',
    ...overrides,
  };
}

let stored: Idea[] = [];
const calls: string[] = [];
// An owner, who may do everything; the role tests override it.
const server = setupServer(
  workspacesHandler('owner'),
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: [...FIXED_INDUSTRIES, 'Gimnasios'] }),
  ),
  http.get('*/functions/v1/templates', ({ request }) => {
    const industry = new URL(request.url).searchParams.get('industry') ?? '';
    calls.push(`GET templates ${industry}`);
    return HttpResponse.json({ items: stored.filter((item) => item.industry === industry) });
  }),
  http.post('*/functions/v1/generate-ideas', async ({ request }) => {
    const body = (await request.json()) as { industry: string; kind: string };
    calls.push(`POST generate-ideas ${body.industry} ${body.kind}`);
    stored = [idea(10, { industry: body.industry, hook: 'Idea nueva' }), ...stored];
    return HttpResponse.json({ generated: 1 });
  }),
  http.delete('*/functions/v1/delete-idea/:id', ({ params }) => {
    calls.push(`DELETE delete-idea ${String(params.id)}`);
    stored = stored.filter((item) => item.idea_id !== Number(params.id));
    return HttpResponse.json({ deleted: 1 });
  }),
);

beforeAll(() => server.listen());
beforeEach(() => {
  stored = [idea(2), idea(1, { idea_type: 'carrusel' })];
  calls.length = 0;
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const at = (industry: string) => `/templates?industry=${encodeURIComponent(industry)}`;
const ideaCards = () => screen.getAllByRole('article');

describe('Templates page', { timeout: 20_000 }, () => {
  it('shows loading, then the ideas of the industry in the URL', async () => {
    server.use(
      http.get('*/functions/v1/templates', async () => {
        await delay(50);
        return HttpResponse.json({ items: stored });
      }),
    );
    renderAt(<Page />, at('Marca Personal'));

    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando ideas...');
    expect(screen.getByRole('combobox', { name: 'Industria' })).toHaveValue('Marca Personal');

    await waitFor(() => expect(ideaCards()).toHaveLength(2));
    const first = within(ideaCards()[0]!);
    expect(first.getByText('video')).toBeVisible();
    expect(first.getByText('Hook de la idea 2')).toBeVisible();
    expect(first.getByText('Ángulo de la idea 2')).toBeVisible();
    expect(first.getByText('Guion de la idea 2')).toBeVisible();
    expect(
      first.getByText(new Date('2026-03-14T10:00:00Z').toLocaleDateString('es')),
    ).toBeVisible();
    expect(within(ideaCards()[1]!).getByText('carrusel')).toBeVisible();
    expect(screen.getByRole('list', { name: '2 idea(s)' })).toBeVisible();
  });

  it('defaults to sin_clasificar and shows the empty state', async () => {
    renderAt(<Page />, '/templates');

    expect(await screen.findByText('Aún no hay ideas para esta industria')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Industria' })).toHaveValue('sin_clasificar');
    expect(calls).toEqual(['GET templates sin_clasificar']);
  });

  it("shows 'Error loading templates' in the red banner, and retries", async () => {
    server.use(
      http.get('*/functions/v1/templates', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    renderAt(<Page />, at('Marca Personal'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading templates');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(ideaCards()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes industry from the selector and keeps it in the URL', async () => {
    renderAt(
      <>
        <Page />
        <LocationProbe />
      </>,
      at('Marca Personal'),
    );
    await waitFor(() => expect(ideaCards()).toHaveLength(2));
    const selector = screen.getByRole('combobox', { name: 'Industria' });
    await waitFor(() => expect(within(selector).getByText('Gimnasios')).toBeInTheDocument());

    await userEvent.selectOptions(selector, 'Gimnasios');
    expect(await screen.findByText('Aún no hay ideas para esta industria')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('?industry=Gimnasios');
    expect(calls).toContain('GET templates Gimnasios');
  });

  it('never shows the ideas of an industry left behind, however late they answer', async () => {
    let answerMarcaPersonal!: () => void;
    const marcaPersonalMayAnswer = new Promise<void>((resolve) => {
      answerMarcaPersonal = resolve;
    });
    let lateAnswerSent = false;
    server.use(
      http.get('*/functions/v1/templates', async ({ request }) => {
        if (new URL(request.url).searchParams.get('industry') !== 'Marca Personal') return;
        await marcaPersonalMayAnswer;
        lateAnswerSent = true;
        return HttpResponse.json({ items: stored });
      }),
    );
    renderAt(<Page />, at('Marca Personal'));
    const selector = screen.getByRole('combobox', { name: 'Industria' });
    await waitFor(() => expect(within(selector).getByText('Gimnasios')).toBeInTheDocument());

    await userEvent.selectOptions(selector, 'Gimnasios');
    expect(await screen.findByText('Aún no hay ideas para esta industria')).toBeVisible();
    answerMarcaPersonal();
    await waitFor(() => expect(lateAnswerSent).toBe(true));
    await act(() => delay(50));

    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Aún no hay ideas para esta industria')).toBeVisible();
  });

  it('generates ideas, says so in green and lists them', async () => {
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Generar Ideas' }));
    expect(await screen.findByText('✅ 1 idea(s) generada(s)')).toBeVisible();
    await waitFor(() => expect(ideaCards()).toHaveLength(3));
    expect(within(ideaCards()[0]!).getByText('Idea nueva')).toBeVisible();
    expect(calls).toContain('POST generate-ideas Marca Personal ideas');
  });

  it("shows 'Error al generar ideas' in the red banner when generation fails", async () => {
    server.use(
      http.post('*/functions/v1/generate-ideas', () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Generar Ideas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al generar ideas');
    expect(ideaCards()).toHaveLength(2);
  });

  it('shows the message when the industry has no analysed data', async () => {
    const noData =
      'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.';
    server.use(
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json({ error: noData, code: 'no_analysed_comments' }, { status: 422 }),
      ),
    );
    renderAt(<Page />, at('Gimnasios'));
    await roleKnown();

    await userEvent.click(await screen.findByRole('button', { name: 'Generar Ideas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noData);
  });

  it('asks before deleting an idea, and cancelling keeps it', async () => {
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    await userEvent.click(within(ideaCards()[0]!).getByRole('button', { name: 'Borrar' }));
    const dialog = screen.getByRole('alertdialog', {
      name: '¿Seguro que deseas borrar esta idea?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ideaCards()).toHaveLength(2);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('deletes an idea once confirmed', async () => {
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    await userEvent.click(within(ideaCards()[0]!).getByRole('button', { name: 'Borrar' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));

    await waitFor(() => expect(ideaCards()).toHaveLength(1));
    expect(screen.queryByText('Hook de la idea 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toContain('DELETE delete-idea 2');
  });

  it("shows 'Error al borrar' when the delete fails and keeps the idea", async () => {
    server.use(
      http.delete('*/functions/v1/delete-idea/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    await userEvent.click(within(ideaCards()[1]!).getByRole('button', { name: 'Borrar' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Borrar' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al borrar');
    expect(ideaCards()).toHaveLength(2);
  });

  it('speaks English when the shared language is English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();

    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Marca Personal');
    await waitFor(() => expect(ideaCards()).toHaveLength(2));
    expect(within(ideaCards()[0]!).getByText('Angle')).toBeVisible();
    expect(within(ideaCards()[0]!).getByText('Script outline')).toBeVisible();

    await userEvent.click(within(ideaCards()[0]!).getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this idea?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    server.use(
      http.post('*/functions/v1/generate-ideas', () => HttpResponse.json({}, { status: 500 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate Ideas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error generating ideas');
  });

  it('shows the empty state in English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderAt(<Page />, at('Gimnasios'));
    expect(await screen.findByText('No ideas for this industry yet')).toBeVisible();
  });
});

describe('Templates by role', { timeout: 20_000 }, () => {
  const generateButton = () => screen.queryByRole('button', { name: 'Generar Ideas' });
  const deleteButtons = () => screen.queryAllByRole('button', { name: 'Borrar' });

  it('shows a viewer the ideas with nothing that generates or deletes', async () => {
    server.use(workspacesHandler('viewer'));
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    expect(generateButton()).not.toBeInTheDocument();
    expect(deleteButtons()).toEqual([]);
    expect(within(ideaCards()[0]!).getByText('Hook de la idea 2')).toBeVisible();
  });

  it('tells a viewer with no ideas that they will appear, not to press a button', async () => {
    server.use(workspacesHandler('viewer'));
    renderAt(<Page />, at('Gimnasios'));
    await roleKnown();

    expect(await screen.findByText('Aún no hay ideas para esta industria')).toBeVisible();
    expect(screen.getByText('Aparecerán aquí cuando alguien del equipo las genere.')).toBeVisible();
    expect(screen.queryByText(/Pulsa/)).not.toBeInTheDocument();
  });

  it('offers nothing that changes ideas before the role is known', async () => {
    let asked = false;
    server.use(
      http.get('*/functions/v1/workspaces', () => {
        asked = true;
        return new Promise<never>(() => undefined);
      }),
    );
    renderAt(<Page />, at('Marca Personal'));
    await waitFor(() => expect(ideaCards()).toHaveLength(2));
    await waitFor(() => expect(asked).toBe(true));

    expect(generateButton()).not.toBeInTheDocument();
    expect(deleteButtons()).toEqual([]);
  });

  it.each(['analyst', 'admin', 'owner'] as const)(
    'lets an %s generate ideas and delete each one',
    async (role) => {
      server.use(workspacesHandler(role));
      renderAt(<Page />, at('Marca Personal'));
      await roleKnown();
      await waitFor(() => expect(ideaCards()).toHaveLength(2));

      expect(generateButton()).toBeEnabled();
      expect(deleteButtons()).toHaveLength(2);
    },
  );

  it('shows the refusal of a delete in the red banner and keeps the idea', async () => {
    server.use(
      workspacesHandler('analyst'),
      http.delete('*/functions/v1/delete-idea/:id', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    renderAt(<Page />, at('Marca Personal'));
    await roleKnown();
    await waitFor(() => expect(ideaCards()).toHaveLength(2));

    await userEvent.click(within(ideaCards()[0]!).getByRole('button', { name: 'Borrar' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Borrar' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para esta acción',
    );
    expect(ideaCards()).toHaveLength(2);
  });
});
