import {
  forgetWorkspacesAfterEach,
  roleKnown,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import {
  ACTOR_FIELD_KEYS,
  type ActorFieldMap,
  type PreviewItem,
  type PreviewRunRequest,
  type RunPreview,
  type RunScraperRequest,
  type SaveActorFieldMapRequest,
  type ScraperRun,
} from '@replica/api-client';
import { languageAtom } from '@replica/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  industriesHandler,
  openTab,
  resetLanguage,
  scraperConfigHandler,
} from '../test/render-page';

const ACTOR = 'acme/store-reviews-scraper';
const RUN_ID = 'run-reviews';

/** Three reviews as the API shows their fields: the third a bare rating, without text. */
const ITEM_VALUES: Array<Record<string, string>> = [
  {
    reviewId: 'rv-1',
    'content.text': 'El envío tardó tres semanas y nadie contestaba',
    'reviewer.name': 'Cliente 1',
    'dates.published': '2025-03-01T09:30:00.000Z',
  },
  {
    reviewId: 'rv-2',
    'content.text': 'Por ese precio esperaba bastante más calidad',
    'reviewer.name': 'Cliente 2',
    'dates.published': '2025-03-02T09:30:00.000Z',
  },
  { reviewId: 'rv-3', 'content.text': '', 'reviewer.name': 'Cliente 3' },
];

/** What the API previews: each item mapped with `fields` as the server would, or raw. */
function previewOf(fields: ActorFieldMap | null, savedFields: ActorFieldMap | null): RunPreview {
  const items: PreviewItem[] = ITEM_VALUES.map((values) => {
    const text = fields ? values[fields.text] : undefined;
    return {
      values,
      comment:
        fields && text
          ? {
              text,
              author: (fields.author && values[fields.author]) || null,
              date: (fields.date && values[fields.date]) || null,
              id: (fields.id && values[fields.id]) || 'sha256:abc',
            }
          : null,
      skipped: fields && !text ? 'no_text' : null,
    };
  });
  return {
    runId: RUN_ID,
    actor: ACTOR,
    savedFields,
    fields,
    fieldPaths: [...new Set(ITEM_VALUES.flatMap((values) => Object.keys(values)))],
    missing: fields
      ? ACTOR_FIELD_KEYS.filter((key) => {
          const path = fields[key];
          return path !== null && ITEM_VALUES.every((values) => !(path in values));
        })
      : [],
    items,
  };
}

const REVIEW_FIELDS: ActorFieldMap = {
  text: 'content.text',
  author: 'reviewer.name',
  date: 'dates.published',
  id: 'reviewId',
};

const waitingRun: ScraperRun = {
  id: 7,
  runId: RUN_ID,
  actorId: ACTOR,
  taskId: null,
  platform: null,
  industry: 'Marca Personal',
  status: 'NEEDS-FIELDS',
  imported: 0,
  analyzed: 0,
  skipped: 3,
  error: null,
  urlHint: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  finishedAt: null,
};

let saved: ActorFieldMap | null = null;
let runs: ScraperRun[] = [];
const runRequests: RunScraperRequest[] = [];
const previewRequests: PreviewRunRequest[] = [];
const saveRequests: SaveActorFieldMapRequest[] = [];
const reimportRequests: unknown[] = [];

const server = setupServer(
  industriesHandler,
  workspacesHandler('owner'),
  scraperConfigHandler,
  http.get('*/functions/v1/scraper-runs', () => HttpResponse.json({ items: runs })),
  http.post('*/functions/v1/run-apify-task', async ({ request }) => {
    runRequests.push((await request.json()) as RunScraperRequest);
    runs = [waitingRun];
    return HttpResponse.json({ imported: 0, analyzed: 0, runId: RUN_ID, status: 'NEEDS-FIELDS' });
  }),
  http.post('*/functions/v1/preview-apify-run', async ({ request }) => {
    const body = (await request.json()) as PreviewRunRequest;
    previewRequests.push(body);
    return HttpResponse.json(previewOf((body.fields as ActorFieldMap) ?? saved, saved));
  }),
  http.post('*/functions/v1/actor-field-map', async ({ request }) => {
    const body = (await request.json()) as SaveActorFieldMapRequest;
    saveRequests.push(body);
    return HttpResponse.json({ actor: ACTOR, fields: body.fields });
  }),
  http.post('*/functions/v1/reimport-apify-run', async ({ request }) => {
    reimportRequests.push(await request.json());
    runs = [{ ...waitingRun, status: 'IMPORTING' }];
    return HttpResponse.json(
      { imported: 0, analyzed: 0, runId: RUN_ID, status: 'IMPORTING' },
      { status: 202 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saved = null;
  runs = [];
  for (const list of [runRequests, previewRequests, saveRequests, reimportRequests]) {
    list.length = 0;
  }
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const field = (name: string) => screen.getByRole('combobox', { name });

async function runOtherActor() {
  await openTab('Scraping (Apify)', '/ingesta?industry=Marca%20Personal');
  await userEvent.selectOptions(field('Plataforma'), 'Otro actor (elegir campos)');
  await userEvent.type(screen.getByRole('textbox', { name: 'Actor ID' }), ACTOR);
  await userEvent.click(screen.getByRole('button', { name: 'Ejecutar Apify' }));
  const mapper = await screen.findByRole('region', { name: 'Campos del actor' });
  // Its first items arrive after it opens.
  await within(mapper).findByRole('button', { name: 'Vista previa' });
  return mapper;
}

describe('Choosing the fields of any other actor', () => {
  it('runs an actor with no platform and shows its first items raw, with the field names', async () => {
    const mapper = await runOtherActor();
    expect(runRequests).toEqual([expect.not.objectContaining({ platform: expect.anything() })]);
    expect(JSON.parse(runRequests[0]!.inputJson!)).toEqual({
      startUrls: [{ url: expect.any(String) }],
      maxItems: 100,
    });
    expect(
      screen.getByText(/sus elementos no son comentarios de una plataforma conocida/),
    ).toBeVisible();
    const raw = within(mapper).getByRole('table', { name: /primeros 3 elementos/ });
    expect(within(raw).getByRole('rowheader', { name: 'content.text' })).toBeVisible();
    expect(within(raw).getByText('Cliente 2')).toBeVisible();
    expect(field('Texto (requerido)')).toHaveValue('');
    expect(
      within(field('Autor'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['— Ninguno —', 'reviewId', 'content.text', 'reviewer.name', 'dates.published']);
    expect(screen.getByRole('button', { name: 'Guardar campos e importar' })).toBeDisabled();
  });

  it('asks for the text field first, then previews the items mapped and imports with the saved choice', async () => {
    const mapper = await runOtherActor();
    await userEvent.click(within(mapper).getByRole('button', { name: 'Vista previa' }));
    expect(within(mapper).getByRole('alert')).toHaveTextContent(
      'Elige el campo que contiene el texto del comentario',
    );
    expect(previewRequests).toEqual([{ runId: RUN_ID }]);

    await userEvent.selectOptions(field('Texto (requerido)'), 'content.text');
    await userEvent.selectOptions(field('Autor'), 'reviewer.name');
    await userEvent.selectOptions(field('ID del comentario'), 'reviewId');
    await userEvent.click(within(mapper).getByRole('button', { name: 'Vista previa' }));
    const mapped = await within(mapper).findByRole('table', { name: 'Así se importarán' });
    expect(previewRequests.at(-1)).toEqual({
      runId: RUN_ID,
      fields: { text: 'content.text', author: 'reviewer.name', date: null, id: 'reviewId' },
    });
    const rows = within(mapped).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('El envío tardó tres semanas y nadie contestaba');
    expect(rows[0]).toHaveTextContent('Cliente 1');
    expect(rows[0]).toHaveTextContent('rv-1');
    expect(rows[2]).toHaveTextContent('Se omite: sin texto');

    // A choice changed since the preview is not imported until previewed again.
    await userEvent.selectOptions(field('Fecha'), 'dates.published');
    const importButton = screen.getByRole('button', { name: 'Guardar campos e importar' });
    expect(importButton).toBeDisabled();
    await userEvent.click(within(mapper).getByRole('button', { name: 'Vista previa' }));
    await within(mapper).findByRole('table', { name: 'Así se importarán' });
    await userEvent.click(importButton);

    expect(await screen.findByText(/Reimportación en marcha/)).toBeVisible();
    expect(saveRequests).toEqual([{ actor: ACTOR, fields: REVIEW_FIELDS }]);
    expect(reimportRequests).toEqual([{ runId: RUN_ID }]);
    expect(screen.queryByRole('region', { name: 'Campos del actor' })).toBeNull();
  });

  it('starts from the fields saved for the actor, and refuses a field no item holds', async () => {
    saved = { ...REVIEW_FIELDS, author: 'autor.nombre' };
    runs = [waitingRun];
    await openTab('Scraping (Apify)');
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByText(ACTOR)).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Elegir campos' }));
    const mapper = await screen.findByRole('region', { name: 'Campos del actor' });
    await within(mapper).findByRole('table', { name: 'Así se importarán' });
    expect(field('Texto (requerido)')).toHaveValue('content.text');
    expect(field('Autor')).toHaveValue('autor.nombre');
    expect(
      within(mapper).getByText('Campos guardados la última vez para este actor.'),
    ).toBeVisible();
    expect(within(mapper).getByRole('alert')).toHaveTextContent(
      'Autor: el campo «autor.nombre» está vacío o no aparece en ninguno de los primeros elementos',
    );
    expect(screen.getByRole('button', { name: 'Guardar campos e importar' })).toBeDisabled();

    await userEvent.selectOptions(field('Autor'), 'reviewer.name');
    await userEvent.click(within(mapper).getByRole('button', { name: 'Vista previa' }));
    await within(mapper).findByRole('table', { name: 'Así se importarán' });
    expect(within(mapper).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar campos e importar' })).toBeEnabled();
  });

  it('speaks English when the screen does', async () => {
    runs = [waitingRun];
    await openTab('Scraping (Apify)');
    act(() => getDefaultStore().set(languageAtom, 'en'));
    const table = await screen.findByRole('table', { name: 'Recent runs' });
    await userEvent.click(within(table).getByRole('button', { name: 'Choose fields' }));
    const mapper = await screen.findByRole('region', { name: "The actor's fields" });
    expect(within(mapper).getByRole('table', { name: /first 3 items/ })).toBeVisible();
    expect(field('Text (required)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save fields and import' })).toBeDisabled();
  });

  it('offers no field choice to a role that may not scrape', async () => {
    server.use(workspacesHandler('analyst'));
    runs = [waitingRun];
    await openTab('Scraping (Apify)');
    await roleKnown();
    const table = await screen.findByRole('table', { name: 'Ejecuciones recientes' });
    expect(within(table).getByText('NEEDS-FIELDS')).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Elegir campos' })).toBeNull();
  });
});
