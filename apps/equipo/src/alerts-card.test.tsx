import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { splitRecipients } from './alerts-card';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  VIEWER,
  callsTo,
  server,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

async function alertsForm() {
  renderAt(<Page onLeft={vi.fn()} />);
  return screen.findByRole('form', { name: 'Alertas y horario' });
}

describe('splitRecipients', () => {
  it('reads one per line, commas or semicolons, dropping blanks', () => {
    expect(splitRecipients(' ana@a.es\n\nluis@a.es, eva@a.es;  ')).toEqual([
      'ana@a.es',
      'luis@a.es',
      'eva@a.es',
    ]);
  });
});

describe('Equipo alerts', { timeout: 20_000 }, () => {
  it('lets an admin choose the time zone, recipients, webhook and which alerts', async () => {
    signInAs(ADMIN);
    const form = await alertsForm();
    expect(within(form).getByRole('combobox', { name: 'Zona horaria' })).toHaveValue(
      'Europe/Madrid',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Zona horaria' }),
      'America/Bogota',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Correos que reciben las alertas' }),
      'ana@clinica.es{enter}luis@clinica.es',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Webhook entrante/ }),
      'https://hooks.slack.com/services/T0/B0/x',
    );
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Avisar cuando un seguimiento se pausa solo' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alertas' }));

    expect(await screen.findByText('Ajustes de alertas guardados')).toBeVisible();
    expect(callsTo('PATCH workspaces/current/settings')).toEqual([
      'PATCH workspaces/current/settings {"timeZone":"America/Bogota","alertEmails":["ana@clinica.es","luis@clinica.es"],"alertWebhookUrl":"https://hooks.slack.com/services/T0/B0/x","alertOnRising":true,"alertOnWatchPaused":false}',
    ]);
  });

  it('lists a saved address that is no member as pending its confirmation', async () => {
    signInAs(ADMIN);
    const form = await alertsForm();
    const recipients = within(form).getByRole('textbox', {
      name: 'Correos que reciben las alertas',
    });
    expect(within(form).queryByText(/Pendientes de confirmar/)).not.toBeInTheDocument();
    await userEvent.type(
      recipients,
      `${ANALYST.email}{enter}eva@fuera.example, luis@fuera.example`,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alertas' }));

    const note =
      'Pendientes de confirmar (no reciben nada hasta que abran el enlace que les enviamos): eva@fuera.example, luis@fuera.example';
    expect(await screen.findByText(note)).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Correos que reciben las alertas' }),
    ).toHaveAccessibleDescription(note);
  });

  it("shows the server's refusal and what a test delivered", async () => {
    signInAs(ADMIN);
    server.use(
      http.patch('*/functions/v1/workspaces/current/settings', () =>
        HttpResponse.json(
          {
            error: 'Cada destinatario debe ser un correo electrónico válido',
            code: 'invalid_input',
          },
          { status: 400 },
        ),
      ),
    );
    const form = await alertsForm();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Correos que reciben las alertas' }),
      'no-es-correo',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alertas' }));
    expect(
      await screen.findByText('Cada destinatario debe ser un correo electrónico válido'),
    ).toBeVisible();

    // Nothing saved to test yet: it says so rather than sending nothing.
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText(/Guarda antes al menos un correo o un webhook/)).toBeVisible();
    expect(callsTo('POST alerts/test')).toEqual([]);
  });

  it('reports a test per channel, including a failed webhook', async () => {
    signInAs(ADMIN);
    team.settings = {
      ...team.settings,
      alertEmails: ['ana@clinica.es'],
      alertWebhookUrl: 'https://hooks.example/x',
    };
    const form = await alertsForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar prueba' }));
    expect(
      await screen.findByText(
        'Prueba: correo enviado, webhook falló (webhook: no se pudo entregar)',
      ),
    ).toBeVisible();
  });

  it('warns when the server cannot send e-mail, and lists the latest alerts', async () => {
    signInAs(ADMIN);
    team.settings = {
      ...team.settings,
      alertEmails: ['eva@fuera.example'],
      emailConfigured: false,
      pendingAlertEmails: ['eva@fuera.example'],
    };
    team.alerts = [
      {
        id: 1,
        kind: 'rising',
        industry: 'Clínica Estética',
        objectionTag: 'precio',
        week: '2026-11-23',
        subject: 'Subida fuerte de «precio» en Clínica Estética',
        email: 'off',
        webhook: 'sent',
        error: null,
        createdAt: '2026-11-25T09:00:00.000Z',
      },
    ];
    await alertsForm();
    expect(screen.getByText(/todavía no puede enviar correos/)).toBeVisible();
    expect(screen.queryByText(/SMTP/)).not.toBeInTheDocument();
    // Nothing is mailed, so no confirmation link is waited on either.
    expect(screen.queryByText(/Pendientes de confirmar/)).not.toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Últimas alertas' });
    expect(
      within(history).getByText('Subida fuerte de «precio» en Clínica Estética'),
    ).toBeVisible();
    expect(within(history).getByText(/Correo: no configurado · Webhook: enviado/)).toBeVisible();
  });

  it('shows a viewer the settings without letting them change anything', async () => {
    signInAs(VIEWER);
    const form = await alertsForm();
    expect(within(form).getByText(/Solo un administrador o el propietario/)).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Zona horaria' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Guardar alertas' })).not.toBeInTheDocument();
  });
});
