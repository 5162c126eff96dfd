import { FIXED_INDUSTRIES } from '@replica/api-client';
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
import Page from './page';
import { renderAt, resetLanguage } from './test/render-page';
import { samplePack } from './test/sample-pack';

const requests: unknown[] = [];
// An owner, who may do everything; the role tests override it.
const server = setupServer(
  workspacesHandler('owner'),
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: [...FIXED_INDUSTRIES, 'Gimnasios'] }),
  ),
  http.post('*/functions/v1/generate-ideas', async ({ request }) => {
    requests.push(await request.json());
    return HttpResponse.json({ content: samplePack });
  }),
);

beforeAll(() => server.listen());
beforeEach(() => {
  requests.length = 0;
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const industryField = () => screen.getByRole('combobox', { name: 'Industria' });
const generateButton = () => screen.getByRole('button', { name: /Generar pack|Generando/ });

// Role queries over a whole pack (~100 items) take seconds in jsdom on a busy machine.
describe('Generar page', { timeout: 20_000 }, () => {
  it('keeps the button disabled while the industry is empty and says so when forced', async () => {
    renderAt(<Page />);
    await roleKnown();
    expect(screen.getByRole('heading', { level: 1, name: 'Generar Contenido' })).toBeVisible();
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText('Aún no has generado ningún pack')).toBeVisible();

    await userEvent.type(industryField(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Error al generar contenido');
    expect(generateButton()).toBeDisabled();
    expect(requests).toEqual([]);
  });

  it("suggests 'todas' and every industry", async () => {
    renderAt(<Page />);
    await roleKnown();
    const list = document.getElementById(industryField().getAttribute('list') ?? '');
    await waitFor(() => expect(list?.querySelectorAll('option')).toHaveLength(10));
    const values = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(values.slice(0, 2)).toEqual(['todas', 'sin_clasificar']);
    expect(values).toContain('Gimnasios');
  });

  it('shows progress, then the pack in its six sections with every item', async () => {
    server.use(
      http.post('*/functions/v1/generate-ideas', async ({ request }) => {
        requests.push(await request.json());
        await delay(50);
        return HttpResponse.json({ content: samplePack });
      }),
    );
    renderAt(<Page />);
    await roleKnown();

    await userEvent.type(industryField(), 'Marca Personal');
    await userEvent.click(generateButton());
    expect(generateButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Generando pack de contenido...');

    expect(await screen.findByText('Pack de contenido: Marca Personal')).toBeVisible();
    expect(requests).toEqual([{ industry: 'Marca Personal', kind: 'pack' }]);

    // Plain DOM queries: role queries over ~100 items are slow in jsdom.
    const sections = [
      ['titulos', 'Títulos (15)', 15],
      ['angulos', 'Ángulos (10)', 10],
      ['copy_bullets', 'Copy bullets (20)', 20],
      ['guiones_video', 'Guiones de video (5)', 5],
      ['lead_magnets', 'Lead magnets (10)', 10],
      ['posts_sociales', 'Posts sociales (20)', 20],
    ] as const;
    for (const [key, name, count] of sections) {
      const region = document.querySelector(`section[data-section="${key}"]`);
      expect(region?.querySelector('h2')).toHaveTextContent(name);
      expect(region?.querySelectorAll(':scope > ol > li')).toHaveLength(count);
      expect(region?.querySelectorAll('button[aria-label^="Copiar "]')).toHaveLength(count + 1);
    }
    expect(screen.getByLabelText('Copiar sección Títulos')).toHaveTextContent('Copiar sección');
    expect(screen.getByLabelText('Copiar Títulos 15')).toHaveTextContent('Copiar');
  });

  it('says which of the model’s pieces the rules wrote, and why; nothing when none', async () => {
    const replaced = [
      {
        section: 'titulos',
        index: 0,
        reason: 'afirma una cifra o un orden que los datos no respaldan',
      },
      {
        section: 'copy_bullets',
        index: 3,
        reason: 'afirma una cifra o un orden que los datos no respaldan',
      },
      { section: 'guiones_video', index: 2, reason: 'falta o no tiene el formato pedido' },
    ];
    server.use(
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json({ content: samplePack, method: 'claude-x', replaced }),
      ),
    );
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Marca Personal');
    await userEvent.click(generateButton());

    expect(await screen.findByTestId('replaced-pieces')).toHaveTextContent(
      'El modelo escribió este pack; 3 piezas las escribieron las reglas porque afirma una cifra o un orden que los datos no respaldan (2); falta o no tiene el formato pedido (1).',
    );

    server.use(
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json({ content: samplePack, method: 'claude-x', replaced: [] }),
      ),
    );
    await userEvent.click(generateButton());
    await waitFor(() => expect(screen.queryByTestId('replaced-pieces')).not.toBeInTheDocument());
  });

  it('labels every part of a video script with its timing', async () => {
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'todas{Enter}');

    const scripts = await screen.findByRole('region', { name: 'Guiones de video (5)' });
    for (const label of [
      'Hook (0-3 s)',
      'Problema (3-10 s)',
      'Agitación (10-20 s)',
      'Solución (20-45 s)',
      'CTA (45-60 s)',
    ]) {
      expect(within(scripts).getAllByText(label)).toHaveLength(5);
    }
    expect(screen.getByRole('heading', { name: 'Pack de contenido: todas las industrias' }));
    expect(requests).toEqual([{ industry: 'todas', kind: 'pack' }]);
  });

  it('copies an item and a whole section', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAt(<Page />);
    await roleKnown();
    await user.type(industryField(), 'Gimnasios{Enter}');

    const copyScript = await screen.findByRole('button', { name: 'Copiar Guiones de video 2' });
    await user.click(copyScript);
    expect(writeText).toHaveBeenLastCalledWith(
      expect.stringContaining('Hook (0-3 s): Hook 2\nProblema (3-10 s): Problema 2'),
    );
    expect(copyScript).toHaveTextContent('¡Copiado!');

    await user.click(screen.getByRole('button', { name: 'Copiar sección Lead magnets' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^## Lead magnets \(10\)/));
  });

  it('downloads the pack as Markdown and as JSON', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:pack-${blobs.length}`;
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Clínica Estética{Enter}');

    await userEvent.click(await screen.findByRole('button', { name: 'Descargar Markdown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descargar JSON' }));

    expect(names).toEqual([
      'replica-pack-clinica-estetica.md',
      'replica-pack-clinica-estetica.json',
    ]);
    expect(await blobs[0]!.text()).toMatch(/^# Pack de contenido: Clínica Estética\n/);
    expect(JSON.parse(await blobs[1]!.text())).toMatchObject({ industry: 'Clínica Estética' });
    click.mockRestore();
  });

  it("shows 'Error al generar contenido' in the red banner when generation fails", async () => {
    server.use(
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Gimnasios{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al generar contenido');
    expect(generateButton()).toBeEnabled();
  });

  it('clears the previous pack when the next generation fails', async () => {
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Marca Personal{Enter}');
    expect(await screen.findByText('Pack de contenido: Marca Personal')).toBeVisible();

    server.use(
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    await userEvent.clear(industryField());
    await userEvent.type(industryField(), 'Gimnasios{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al generar contenido');
    expect(screen.queryByText('Pack de contenido: Marca Personal')).not.toBeInTheDocument();
    expect(document.querySelector('section[data-section]')).toBeNull();
    // Nor the "nothing generated yet" state under the error.
    expect(screen.queryByText('Aún no has generado ningún pack')).not.toBeInTheDocument();
  });

  it('drops a generation still running when an empty industry is asked for after it', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      server.use(
        http.post('*/functions/v1/generate-ideas', async () => {
          await new Promise<void>((release) => (answer = release));
          resolve();
          return HttpResponse.json({ content: samplePack });
        }),
      );
    });
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Marca Personal{Enter}');
    expect(generateButton()).toHaveAttribute('aria-busy', 'true');

    await userEvent.clear(industryField());
    await userEvent.type(industryField(), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Error al generar contenido');
    expect(generateButton()).not.toHaveAttribute('aria-busy');

    await act(async () => {
      answer();
      await answered;
      await delay(50);
    });
    expect(screen.queryByText('Pack de contenido: Marca Personal')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al generar contenido');
  });

  it('puts the hint under the input, not beside the button, so both share one row', async () => {
    renderAt(<Page />);
    await roleKnown();

    const form = generateButton().closest('form')!;
    const field = industryField().closest('div')!;
    const hint = screen.getByText(/todas/, { selector: 'p' });
    expect(industryField()).toHaveAccessibleDescription(hint.textContent!);
    // The field holds the label and the input only; the hint is the form's, on its own row.
    expect(field).not.toContainElement(hint);
    expect(hint.parentElement).toBe(form);
    expect(getComputedStyle(form).alignItems).toBe('end');
  });

  it('says when the industry has no analysed comments yet', async () => {
    server.use(
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json(
          {
            error:
              'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.',
            code: 'no_analysed_comments',
          },
          { status: 422 },
        ),
      ),
    );
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Vacía{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay comentarios analizados en esta industria todavía',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English when the shared language is English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    renderAt(<Page />);
    await roleKnown();
    expect(screen.getByRole('heading', { level: 1, name: 'Generate Content' })).toBeVisible();

    await userEvent.type(screen.getByRole('combobox', { name: 'Industry' }), 'todas{Enter}');
    expect(await screen.findByRole('heading', { name: 'Content pack: all industries' }));
    expect(screen.getByRole('region', { name: 'Video scripts (5)' })).toBeVisible();
    expect(screen.getAllByText('Problem (3-10 s)')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Copy Titles 1' })).toHaveTextContent('Copy');
    expect(screen.getByRole('button', { name: 'Download Markdown' })).toBeVisible();
  });

  it('translates the failure banner to English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    server.use(http.post('*/functions/v1/generate-ideas', () => HttpResponse.error()));
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(screen.getByRole('combobox', { name: 'Industry' }), 'Gimnasios{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error generating content');
  });
});

describe('Generar by role', { timeout: 20_000 }, () => {
  it('tells a viewer the role may not generate packs, instead of the form', async () => {
    server.use(workspacesHandler('viewer'));
    renderAt(<Page />);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Tu rol (Lector) no permite generar packs de contenido. Consulta las ideas de cada industria en Templates.',
    );
    expect(within(note).getByRole('link', { name: /Templates/ })).toHaveAttribute(
      'href',
      '/templates',
    );
    expect(screen.queryByRole('combobox', { name: 'Industria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar pack' })).not.toBeInTheDocument();
    expect(screen.queryByText('Aún no has generado ningún pack')).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    server.use(workspacesHandler('viewer'));
    renderAt(<Page />);

    expect(await screen.findByRole('note')).toHaveTextContent(
      "Your role (Viewer) does not allow generating content packs. See each industry's ideas in Templates.",
    );
  });

  it('shows neither the form nor the note before the role is known', async () => {
    let asked = false;
    server.use(
      http.get('*/functions/v1/workspaces', () => {
        asked = true;
        return new Promise<never>(() => undefined);
      }),
    );
    renderAt(<Page />);
    await waitFor(() => expect(asked).toBe(true));

    expect(screen.getByRole('heading', { level: 1, name: 'Generar Contenido' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar pack' })).not.toBeInTheDocument();
  });

  it.each(['analyst', 'admin', 'owner'] as const)(
    'lets an %s generate, copy and download a pack',
    async (role) => {
      server.use(workspacesHandler(role));
      renderAt(<Page />);
      await roleKnown();

      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      await userEvent.type(industryField(), 'Gimnasios{Enter}');
      expect(await screen.findByRole('button', { name: 'Descargar Markdown' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Copiar sección Títulos' })).toBeEnabled();
    },
  );

  it('shows the refusal of a role changed meanwhile in the red banner', async () => {
    server.use(
      workspacesHandler('analyst'),
      http.post('*/functions/v1/generate-ideas', () =>
        HttpResponse.json(
          { error: 'No tienes permiso para esta acción', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Gimnasios{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para esta acción',
    );
    expect(generateButton()).toBeEnabled();
  });
});
