import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http } from 'msw';
import Page from './page';
import { renderAt } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  OWNER,
  auditLines,
  callsTo,
  server,
  signInAs,
  team,
  serveTeamApi,
} from './test/team-server';

serveTeamApi();

const logRows = () =>
  within(screen.getByRole('table', { name: 'Registro de actividad' }))
    .getAllByRole('row')
    .slice(1);

describe('Equipo activity log', { timeout: 20_000 }, () => {
  it('says when, who and what in a sentence, newest first, an import as one line', async () => {
    signInAs(ADMIN);
    team.audit[0] = { ...team.audit[0]!, until: '2026-11-20T09:07:00.000Z' };
    renderAt(<Page />);

    await screen.findByRole('table', { name: 'Registro de actividad' });
    const [newest, second] = logRows();
    const at = new Date(team.audit[0]!.at).toLocaleString('es', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const until = new Date(team.audit[0]!.until).toLocaleTimeString('es', {
      hour: '2-digit',
      minute: '2-digit',
    });
    // An import that lasted minutes says from when until when.
    expect(within(newest!).getByText(at)).toBeVisible();
    expect(within(newest!).getByText(until)).toBeVisible();
    expect(within(newest!).getByText(ANALYST.email)).toBeVisible();
    expect(
      within(newest!).getByText('Importó 1.003 comentarios en Clínica Estética desde archivo'),
    ).toBeVisible();
    // A person the line is about is named by e-mail, a role by its name.
    expect(
      within(second!).getByText(`Cambió el rol de ${ANALYST.email} de Analista a Lector`),
    ).toBeVisible();
    expect(within(second!).getAllByRole('time')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('says the lines in English, numbers as English writes them', async () => {
    signInAs(ADMIN);
    renderAt(<Page />);
    await screen.findByRole('table', { name: 'Registro de actividad' });

    act(() => getDefaultStore().set(languageAtom, 'en'));

    const log = await screen.findByRole('table', { name: 'Activity log' });
    // The log's English comes with its lazily loaded card, a moment after the switch.
    expect(
      await within(log).findByText('Imported 1,003 comments into Clínica Estética from a file'),
    ).toBeVisible();
    expect(
      within(log).getByText(`Changed the role of ${ANALYST.email} from Analyst to Viewer`),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kind of activity' })).toBeVisible();
  });

  it("pages with 'Cargar más' through nextCursor", async () => {
    signInAs(OWNER);
    team.audit = auditLines(120);
    renderAt(<Page />);

    await screen.findByRole('table', { name: 'Registro de actividad' });
    expect(logRows()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(logRows()).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(logRows()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(callsTo('GET audit-log')).toEqual([
      'GET audit-log',
      'GET audit-log?cursor=71',
      'GET audit-log?cursor=21',
    ]);
  });

  it('filters by person, kind of activity and action, and says when nothing matches', async () => {
    signInAs(OWNER);
    team.audit = auditLines(120);
    renderAt(<Page />);
    await screen.findByRole('table', { name: 'Registro de actividad' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), OWNER.email);
    await waitFor(() =>
      expect(logRows().every((row) => within(row).queryByText(OWNER.email))).toBe(true),
    );
    expect(logRows()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(logRows()).toHaveLength(60));

    const optionsOf = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    // Only the kinds and actions the log holds.
    expect(optionsOf('Tipo de actividad')).toEqual([
      'Toda la actividad',
      'Importaciones',
      'Equipo',
    ]);
    expect(optionsOf('Acción')).toEqual([
      'Todas las acciones',
      'Comentarios importados',
      'Cambio de rol',
    ]);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de actividad' }),
      'Importaciones',
    );
    expect(await screen.findByText('Ninguna actividad coincide con estos filtros')).toBeVisible();
    expect(optionsOf('Acción')).toEqual(['Todas las acciones', 'Comentarios importados']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      'Comentarios importados',
    );
    // Another kind lets go of an action that is not of it.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de actividad' }),
      'Equipo',
    );
    await waitFor(() => expect(logRows()).toHaveLength(50));
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('');

    expect(callsTo('GET audit-log')).toEqual([
      'GET audit-log',
      `GET audit-log?user=${OWNER.user_id}`,
      `GET audit-log?cursor=22&user=${OWNER.user_id}`,
      `GET audit-log?user=${OWNER.user_id}&kind=imports`,
      `GET audit-log?user=${OWNER.user_id}&kind=imports&action=comments.import`,
      `GET audit-log?user=${OWNER.user_id}&kind=team`,
    ]);
  });

  it('shows a change made on this screen without a reload', async () => {
    signInAs(OWNER);
    renderAt(<Page />);
    await screen.findByRole('table', { name: 'Registro de actividad' });
    expect(callsTo('GET audit-log')).toHaveLength(1);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: `Rol de ${ANALYST.email}` }),
      'Lector',
    );

    await waitFor(() => expect(callsTo('GET audit-log')).toHaveLength(2));
  });

  it('asks again after an invitation is created or revoked, a member removed or a rename', async () => {
    signInAs(OWNER);
    renderAt(<Page onLeft={vi.fn()} />);
    await screen.findByRole('table', { name: 'Registro de actividad' });
    const asked = () => callsTo('GET audit-log').length;

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      'nueva@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear invitación' }));
    await waitFor(() => expect(asked()).toBe(2));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Revocar la invitación para nueva@example.com' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revocar' }),
    );
    await waitFor(() => expect(asked()).toBe(3));

    await userEvent.click(screen.getByRole('button', { name: `Quitar a ${ANALYST.email}` }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar' }),
    );
    await waitFor(() => expect(asked()).toBe(4));

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar nombre' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nombre del espacio de trabajo' }),
      ' Sur',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(asked()).toBe(5));
    // Each change asked for the log once, and for no list it had answered with.
    expect(callsTo('GET members')).toHaveLength(1);
    expect(callsTo('GET invitations')).toHaveLength(2);
  });

  it('shows the new line after a change, keeping the filter and the pages loaded', async () => {
    signInAs(OWNER);
    team.audit = auditLines(120);
    renderAt(<Page />);
    await screen.findByRole('table', { name: 'Registro de actividad' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), OWNER.email);
    await waitFor(() => expect(callsTo('GET audit-log')).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(logRows()).toHaveLength(60));

    server.use(
      // The change writes its line, then the usual handler answers.
      http.patch('*/functions/v1/members/:userId', () => {
        team.audit = [{ ...team.audit[0]!, id: 121 }, ...team.audit];
      }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: `Rol de ${ANALYST.email}` }),
      'Lector',
    );

    await waitFor(() => expect(logRows()).toHaveLength(61));
    expect(within(logRows()[0]!).getByText(OWNER.email)).toBeVisible();
    // Both pages again, the second after the first's new end.
    expect(callsTo('GET audit-log').slice(3)).toEqual([
      `GET audit-log?user=${OWNER.user_id}`,
      `GET audit-log?cursor=24&user=${OWNER.user_id}`,
    ]);
  });
});
