import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from './page';
import { renderAt, resetLanguage } from './test/render-page';
import {
  ADMIN,
  ANALYST,
  OWNER,
  auditLines,
  callsTo,
  server,
  signInAs,
  team,
} from './test/team-server';

beforeAll(() => server.listen());
beforeEach(() => resetLanguage());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const logRows = () =>
  within(screen.getByRole('table', { name: 'Registro de actividad' }))
    .getAllByRole('row')
    .slice(1);

describe('Equipo activity log', { timeout: 20_000 }, () => {
  it('shows when, who, what and which items, newest first', async () => {
    signInAs(ADMIN);
    renderAt(<Page />);

    await screen.findByRole('table', { name: 'Registro de actividad' });
    const [newest, second] = logRows();
    const at = new Date(team.audit[0]!.at).toLocaleString('es', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(within(newest!).getByText(at)).toBeVisible();
    expect(within(newest!).getByText(ANALYST.email)).toBeVisible();
    expect(within(newest!).getByText('Comentarios importados')).toBeVisible();
    expect(within(newest!).getByText('fuente 103')).toBeVisible();
    // A person the line is about is named by e-mail.
    expect(within(second!).getByText(`usuario ${ANALYST.email}`)).toBeVisible();
    expect(within(second!).getByText('Cambio de rol')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
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

  it('filters by person and by action, and says when nothing matches', async () => {
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

    const action = screen.getByRole('combobox', { name: 'Acción' });
    expect(
      within(action)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las acciones', 'Comentarios importados', 'Cambio de rol']);
    await userEvent.selectOptions(action, 'Comentarios importados');
    expect(await screen.findByText('Ninguna actividad coincide con estos filtros')).toBeVisible();

    expect(callsTo('GET audit-log')).toEqual([
      'GET audit-log',
      `GET audit-log?user=${OWNER.user_id}`,
      `GET audit-log?cursor=22&user=${OWNER.user_id}`,
      `GET audit-log?user=${OWNER.user_id}&action=comments.import`,
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
});
