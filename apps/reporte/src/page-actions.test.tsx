import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http } from 'msw';
import { INDUSTRY, idea, painPoints, report } from './test/report-fixtures';
import { fakeJobs, json, renderPage, server, setUpServer } from './test/render-page';

setUpServer();

describe('Reporte actions', () => {
  it('recalculates in the background with progress, says how many were updated and reloads the report', async () => {
    let reportCalls = 0;
    server.use(
      http.get('*/functions/v1/report', () => {
        reportCalls += 1;
        const first = { ...painPoints[0]!, avg_real_score: reportCalls === 1 ? 0.9 : 0.5 };
        return json({ ...report, topPainPoints: [first, ...painPoints.slice(1)] });
      }),
    );
    fakeJobs.steps = [{ state: 'running' }, { state: 'done', done: 1234, total: 1234 }];
    await renderPage();
    const meter = await screen.findByRole('meter', { name: 'Dolor 1' });
    expect(meter).toHaveAttribute('aria-valuenow', '90');

    await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));

    expect(await screen.findByRole('progressbar', { name: 'Recalculando...' })).toBeInTheDocument();
    expect(await screen.findByText('✅ Recalculado: 1,234 actualizados')).toBeInTheDocument();
    expect(fakeJobs.starts).toEqual([{ kind: 'recalc-real', industry: INDUSTRY }]);
    expect(screen.queryByRole('progressbar', { name: 'Recalculando...' })).not.toBeInTheDocument();
    // The old report stays on screen until the reload answers, so wait for the new value.
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Dolor 1' })).toHaveAttribute('aria-valuenow', '50'),
    );
  });

  it('says why a recalculation failed, and keeps the report', async () => {
    server.use(http.get('*/functions/v1/report', () => json(report)));
    fakeJobs.steps = [{ state: 'failed', error: 'Error al recalcular' }];
    await renderPage();
    await screen.findByRole('region', { name: 'Top Pain Points' });

    await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al recalcular');
    expect(screen.getByRole('region', { name: 'Top Pain Points' })).toBeInTheDocument();
  });

  it('shows "Error al recalcular" in the red banner when the job cannot start', async () => {
    server.use(
      http.get('*/functions/v1/report', () => json(report)),
      http.post('*/functions/v1/jobs', () => json({}, 500)),
    );
    await renderPage();
    await screen.findByRole('region', { name: 'Top Pain Points' });

    await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al recalcular');
    expect(screen.getByRole('region', { name: 'Top Pain Points' })).toBeInTheDocument();
  });

  it('generates ideas, says how many and lists them', async () => {
    let ideas = [idea(1)];
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/functions/v1/templates', () => json({ items: ideas })),
      http.post('*/functions/v1/generate-ideas', async () => {
        await answered;
        ideas = [idea(2, 'Un hook nuevo'), idea(3), ...ideas];
        return json({ generated: 2 });
      }),
    );
    await renderPage();
    const ideasCard = await screen.findByRole('region', { name: 'Content Ideas' });
    await within(ideasCard).findByRole('article', { name: 'Hook 1' });

    await userEvent.click(within(ideasCard).getByRole('button', { name: 'Generar Ideas' }));
    expect(await within(ideasCard).findByRole('button', { name: 'Generando...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled();
    release();

    expect(await screen.findByText('✅ 2 ideas generadas')).toBeInTheDocument();
    expect(
      await within(ideasCard).findByRole('article', { name: 'Un hook nuevo' }),
    ).toBeInTheDocument();
    expect(within(ideasCard).getAllByRole('article')).toHaveLength(3);
  });

  it('shows "Error al generar ideas" when generating fails', async () => {
    server.use(http.post('*/functions/v1/generate-ideas', () => json({}, 500)));
    await renderPage();
    const ideasCard = await screen.findByRole('region', { name: 'Content Ideas' });

    await userEvent.click(within(ideasCard).getByRole('button', { name: 'Generar Ideas' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al generar ideas');
  });

  it('shows the server message when it says more than the fallback', async () => {
    server.use(
      http.post('*/functions/v1/jobs', () =>
        json({ error: 'No autenticado', code: 'not_signed_in' }, 403),
      ),
    );
    await renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Recalcular' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No autenticado');
  });
});

describe('Reporte in English', () => {
  it('translates the whole report and its messages', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    server.use(
      http.get('*/functions/v1/report', () => json(report)),
      http.get('*/functions/v1/templates', () => json({ items: [idea(1)] })),
      http.post('*/functions/v1/jobs', () => json({}, 500)),
    );
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    const painPoints = await screen.findByRole('region', { name: 'Top Pain Points' });
    expect(
      within(painPoints).getByText('Frequency: 1,200 · Average sentiment: -0.50'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Objection' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'REAL analysis (5 Whys)' }));
    expect(screen.getByRole('article', { name: 'precio' })).toHaveTextContent('Root cause:');
    const ideaCard = await screen.findByRole('article', { name: 'Hook 1' });
    expect(ideaCard).toHaveTextContent('Script outline');
    expect(screen.getByRole('button', { name: 'Generate Ideas' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error recalculating');

    act(() => getDefaultStore().set(languageAtom, 'es'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al recalcular');
    expect(screen.getByRole('heading', { level: 1, name: 'Reporte' })).toBeInTheDocument();
  });

  it('explains the empty report in English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    await renderPage();

    expect(
      await screen.findByText('No analysed opinions in this industry yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Ingesta' })).toBeInTheDocument();
    expect(screen.getByText('No ideas for this industry yet')).toBeInTheDocument();
  });
});
