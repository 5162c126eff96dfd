import { FIXED_INDUSTRIES } from '@replica/api-client';
import {
  forgetWorkspacesAfterEach,
  roleKnown,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { byVoice, changedAnswers } from './answers-card';
import Page from './page';
import { renderAt, resetLanguage } from './test/render-page';

const saved: Record<string, Record<string, string>> = {};
// Time before price, then one fear: the fields go in that order, the rest after.
const voiced = { tiempo: 12, precio: 7, miedo: 1 };
const patches: unknown[] = [];
const server = setupServer(
  workspacesHandler('analyst'),
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: [...FIXED_INDUSTRIES, 'Gimnasios'] }),
  ),
  http.get('*/functions/v1/industry-answers/:name', ({ params }) => {
    const industry = String(params.name);
    return HttpResponse.json({ industry, answers: saved[industry] ?? {}, voiced });
  }),
  http.patch('*/functions/v1/industry-answers/:name', async ({ params, request }) => {
    const industry = String(params.name);
    const body = (await request.json()) as { answers: Record<string, string> };
    patches.push(body);
    const answers = { ...saved[industry] };
    for (const [tag, answer] of Object.entries(body.answers)) {
      if (answer === '') delete answers[tag];
      else answers[tag] = answer;
    }
    saved[industry] = answers;
    return HttpResponse.json({ industry, answers, voiced });
  }),
);

beforeAll(() => server.listen());
beforeEach(() => {
  patches.length = 0;
  for (const industry of Object.keys(saved)) delete saved[industry];
  saved.Gimnasios = { precio: 'Plan por semanas', tiempo: 'Clases de 30 minutos' };
  resetLanguage();
});
afterEach(() => server.resetHandlers());
forgetWorkspacesAfterEach();
afterAll(() => server.close());

const industryField = () => screen.getByRole('combobox', { name: 'Industria' });
const cardToggle = () =>
  screen.queryByRole('button', { name: 'Lo que ofreces ante cada objeción' });

describe("Generar's answers to objections", { timeout: 20_000 }, () => {
  it('offers them only for an industry the workspace has, not for todas', async () => {
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'todas');
    expect(cardToggle()).toBeNull();
    await userEvent.clear(industryField());
    await userEvent.type(industryField(), 'Gimnasio');
    expect(cardToggle()).toBeNull();
    await userEvent.type(industryField(), 's');
    expect(
      await screen.findByRole('button', { name: 'Lo que ofreces ante cada objeción' }),
    ).toBeVisible();
  });

  it('saves only what changed, an emptied answer as a clearing, and says so', async () => {
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Gimnasios');
    await userEvent.click(await screen.findByRole('button', { name: /Lo que ofreces/ }));
    const price = await screen.findByRole('textbox', { name: 'Precio (7 comentarios)' });
    const labels = screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(labels.slice(0, 4)).toEqual(['tiempo', 'precio', 'miedo', 'confianza']);
    expect(screen.getByRole('textbox', { name: 'Miedo (1 comentario)' })).toBeVisible();
    expect(price).toHaveValue('Plan por semanas');
    expect(price).toHaveAttribute('maxlength', '280');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(await screen.findByText('No hay cambios que guardar.')).toBeVisible();
    expect(patches).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: /^Tiempo/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Miedo/ }), ' Anestesia local ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(
      await screen.findByText('Respuestas guardadas: el próximo pack las dirá.'),
    ).toBeVisible();
    expect(patches).toEqual([{ answers: { tiempo: '', miedo: 'Anestesia local' } }]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Miedo/ })).toHaveValue('Anestesia local'),
    );
    expect(screen.getByRole('textbox', { name: /^Tiempo/ })).toHaveValue('');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server.use(
      http.patch('*/functions/v1/industry-answers/:name', () =>
        HttpResponse.json(
          {
            error: 'Cada respuesta admite como máximo 280 caracteres',
            code: 'industry_answer_too_long',
          },
          { status: 400 },
        ),
      ),
    );
    renderAt(<Page />);
    await roleKnown();
    await userEvent.type(industryField(), 'Gimnasios');
    await userEvent.click(await screen.findByRole('button', { name: /Lo que ofreces/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Confianza' }), '12 años');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(
      await screen.findByText('Cada respuesta admite como máximo 280 caracteres'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Confianza' })).toHaveValue('12 años');
  });

  it('is not offered to a viewer, who may not generate', async () => {
    server.use(workspacesHandler('viewer'));
    renderAt(<Page />);
    await roleKnown();
    expect(screen.queryByRole('combobox', { name: 'Industria' })).toBeNull();
    expect(cardToggle()).toBeNull();
  });
});

describe('byVoice', () => {
  it('puts the most voiced objections first and keeps the taxonomy order among equals', () => {
    expect(byVoice({ miedo: 3, precio: 3, tiempo: 9 })).toEqual([
      'tiempo',
      'precio',
      'miedo',
      'confianza',
      'resultados',
      'urgencia',
      'necesidad',
      'competencia',
      'autoridad',
      'complejidad',
    ]);
  });
});

describe('changedAnswers', () => {
  it('keeps answers as saved, sends new and edited ones trimmed, and clears emptied ones', () => {
    const typed = {
      precio: 'Plan por semanas',
      confianza: '',
      resultados: '',
      tiempo: '  ',
      urgencia: '',
      necesidad: ' Valoración sin costo ',
      competencia: '',
      autoridad: '',
      miedo: '',
      complejidad: '',
    };
    expect(changedAnswers({ precio: 'Plan por semanas', tiempo: 'Clases cortas' }, typed)).toEqual({
      tiempo: '',
      necesidad: 'Valoración sin costo',
    });
  });
});
