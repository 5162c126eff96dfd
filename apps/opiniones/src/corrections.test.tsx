import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OBJECTION_TAG_VALUES } from '@replica/api-client';
import { http, HttpResponse } from 'msw';
import {
  type StoredComment,
  analysedComment,
  fakeApi,
  pendingComment,
  server,
} from './test/inbox-server';
import { setupPageTest, switchLanguage } from './test/page-test';
import { renderPage } from './test/render-page';

setupPageTest();

const card = (id: number) => screen.getByRole('article', { name: `#${id}` });

function correctedComment(id: number, text: string): StoredComment {
  return {
    ...analysedComment(id, text),
    objection_tag: 'miedo',
    emotion: 'miedo',
    pain_cluster_label: 'miedo a perder',
    method: 'manual',
    corrected_by: 'ana@example.com',
    corrected_at: '2025-03-05T09:00:00.000Z',
  };
}

describe('correcting a label by hand', () => {
  it('opens a dialog prefilled with the labels, saves the correction and shows who made it', async () => {
    const user = userEvent.setup();
    fakeApi.comments = [{ ...analysedComment(2, 'No confío en que funcione'), emotion: 'enojo' }];
    await renderPage();

    const opener = within(await screen.findByRole('article', { name: '#2' })).getByRole('button', {
      name: 'Corregir etiquetas',
    });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Corregir etiquetas del comentario #2' });
    const objection = within(dialog).getByRole('combobox', { name: 'Objeción' });
    expect(objection).toHaveFocus();
    expect(objection).toHaveValue('precio');
    expect(within(dialog).getByRole('combobox', { name: 'Emoción' })).toHaveValue('enojo');
    expect(within(dialog).getByRole('textbox', { name: 'Punto de dolor' })).toHaveValue(
      'Precio percibido alto',
    );
    expect(
      within(objection)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...OBJECTION_TAG_VALUES]);

    await user.selectOptions(objection, 'confianza');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Emoción' }),
      'desconfianza',
    );
    const cluster = within(dialog).getByRole('textbox', { name: 'Punto de dolor' });
    await user.clear(cluster);
    await user.type(cluster, 'dudas sobre la empresa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    const corrected = card(2);
    expect(within(corrected).getByText('confianza')).toBeVisible();
    expect(within(corrected).getByText('manual')).toBeVisible();
    expect(corrected).toHaveTextContent('Emoción: desconfianza');
    expect(corrected).toHaveTextContent('dudas sobre la empresa');
    expect(within(corrected).getByTestId('corrected-by')).toHaveTextContent(
      'Corregido a mano por ana@example.com el',
    );
    expect(screen.getByTestId('last-action')).toHaveTextContent(
      'Última acción: comentario #2 corregido a mano',
    );
    expect(fakeApi.comments[0]).toMatchObject({
      objection_tag: 'confianza',
      emotion: 'desconfianza',
      pain_cluster_label: 'dudas sobre la empresa',
    });
  });

  it('labels a pending comment, which then no longer counts as pending', async () => {
    const user = userEvent.setup();
    fakeApi.comments = [pendingComment(1, 'Muy caro para mí')];
    await renderPage();

    expect(await screen.findByRole('button', { name: 'Analizar pendientes (1)' })).toBeEnabled();
    await user.click(within(card(1)).getByRole('button', { name: 'Corregir etiquetas' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Objeción' })).toHaveValue('otro');
    expect(within(dialog).getByRole('combobox', { name: 'Emoción' })).toHaveValue('neutral');
    await user.type(within(dialog).getByRole('textbox', { name: 'Punto de dolor' }), 'precio alto');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));

    expect(await screen.findByRole('button', { name: 'Analizar pendientes (0)' })).toBeDisabled();
    expect(within(card(1)).queryByText('Pendiente')).toBeNull();
  });

  it("keeps the dialog open with the server's message when the correction is refused", async () => {
    const user = userEvent.setup();
    fakeApi.comments = [analysedComment(2, 'No confío')];
    server.use(
      http.post('*/functions/v1/correct-comment', () =>
        HttpResponse.json(
          {
            error: 'El punto de dolor necesita al menos 2 caracteres',
            code: 'pain_cluster_too_short',
          },
          { status: 400 },
        ),
      ),
    );
    await renderPage();

    await user.click(
      within(await screen.findByRole('article', { name: '#2' })).getByRole('button', {
        name: 'Corregir etiquetas',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar corrección' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El punto de dolor necesita al menos 2 caracteres',
    );
    expect(within(card(2)).getByText('precio')).toBeVisible();
  });

  it('closes on Escape and on Cancelar without saving', async () => {
    const user = userEvent.setup();
    fakeApi.comments = [analysedComment(2, 'No confío')];
    await renderPage();
    const opener = within(await screen.findByRole('article', { name: '#2' })).getByRole('button', {
      name: 'Corregir etiquetas',
    });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeApi.comments[0]?.method).toBe('reglas');
  });

  it('asks before re-analysing a corrected comment, and replaces the correction only if told', async () => {
    const user = userEvent.setup();
    fakeApi.comments = [correctedComment(4, 'Me da miedo perder el dinero')];
    await renderPage();
    const analyse = within(await screen.findByRole('article', { name: '#4' })).getByRole('button', {
      name: 'Analizar ahora',
    });

    await user.click(analyse);
    const question = screen.getByRole('alertdialog', {
      name: 'Este comentario tiene una corrección manual',
    });
    expect(question).toHaveTextContent(
      'Si lo reanalizas, el resultado del analizador reemplaza las etiquetas corregidas a mano.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(fakeApi.analyseCalls).toEqual([]);
    expect(within(card(4)).getByText('manual')).toBeVisible();

    await user.click(analyse);
    await user.click(screen.getByRole('button', { name: 'Reanalizar y reemplazar' }));
    await waitFor(() => expect(within(card(4)).getByText('confianza')).toBeVisible());
    expect(fakeApi.analyseCalls).toEqual([expect.objectContaining({ comment_id: 4, force: true })]);
    expect(within(card(4)).queryByTestId('corrected-by')).toBeNull();
  });

  it('re-analyses a comment without a correction at once, without force', async () => {
    const user = userEvent.setup();
    fakeApi.comments = [analysedComment(2, 'No confío')];
    await renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: '#2' })).getByRole('button', {
        name: 'Analizar ahora',
      }),
    );
    await waitFor(() => expect(fakeApi.analyseCalls).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fakeApi.analyseCalls[0]).toMatchObject({ comment_id: 2, force: false });
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    switchLanguage('en');
    fakeApi.comments = [correctedComment(4, 'Me da miedo')];
    await renderPage();

    const corrected = await screen.findByRole('article', { name: '#4' });
    expect(within(corrected).getByTestId('corrected-by')).toHaveTextContent(
      'Corrected by hand by ana@example.com on',
    );
    expect(corrected).toHaveTextContent('Emotion: miedo');
    await user.click(within(corrected).getByRole('button', { name: 'Correct labels' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the labels of comment #4' });
    expect(within(dialog).getByRole('combobox', { name: 'Objection' })).toHaveValue('miedo');
    expect(within(dialog).getByRole('button', { name: 'Save correction' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(corrected).getByRole('button', { name: 'Analyse now' }));
    expect(
      screen.getByRole('alertdialog', { name: 'This comment has a manual correction' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-analyse and replace' })).toBeVisible();
  });
});
