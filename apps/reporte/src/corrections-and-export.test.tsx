import { captureDownloads } from '@replica/api-client/testing/downloads';
import { languageAtom } from '@replica/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { INDUSTRY, report } from './test/report-fixtures';
import { json, renderPage, server, setUpServer } from './test/render-page';

setUpServer();

const withCorrections = {
  ...report,
  correctionsAgreement: {
    corrections: 3,
    objection_tag: 66.7,
    emotion: 33.3,
    pain_cluster_label: 100,
  },
};

describe('agreement with hand corrections', () => {
  it('shows the rules analyser agreement and how many corrections it counts', async () => {
    server.use(http.get('*/functions/v1/report', () => json(withCorrections)));
    await renderPage();

    const card = await screen.findByRole('region', { name: 'Correcciones a mano' });
    expect(card).toHaveTextContent('Acuerdo con correcciones: 67% (3 correcciones)');
    expect(card).toHaveTextContent('Emoción: 33% · Punto de dolor: 100%');
  });

  it('says how to get the figure when nothing was corrected yet', async () => {
    server.use(http.get('*/functions/v1/report', () => json(report)));
    await renderPage();

    const card = await screen.findByRole('region', { name: 'Correcciones a mano' });
    expect(card).toHaveTextContent('Aún no hay correcciones a mano en esta industria.');
    expect(card).not.toHaveTextContent('Acuerdo con correcciones');
  });

  it('speaks English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    server.use(http.get('*/functions/v1/report', () => json(withCorrections)));
    await renderPage();
    const card = await screen.findByRole('region', { name: 'Hand corrections' });
    expect(card).toHaveTextContent('Agreement with corrections: 67% (3 corrections)');
  });
});

describe('Exportar CSV', () => {
  const saved = captureDownloads();

  it("downloads the industry's report and says so", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/functions/v1/report', () => json(report)),
      http.get('*/functions/v1/export/report.csv', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('section,measure\r\ndistribution,\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="reporte-marca-personal-2025-03-05.csv"',
          },
        });
      }),
    );
    await renderPage();
    await screen.findByRole('region', { name: 'Top Pain Points' });

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([`?industry=${encodeURIComponent(INDUSTRY).replaceAll('%20', '+')}`]);
    expect(saved[0]?.name).toBe('reporte-marca-personal-2025-03-05.csv');
    expect(await saved[0]?.blob.text()).toBe('section,measure\r\ndistribution,\r\n');
    expect(
      await screen.findByText('CSV descargado: reporte-marca-personal-2025-03-05.csv'),
    ).toBeVisible();
  });

  it('shows the error in the red banner when the export fails', async () => {
    server.use(
      http.get('*/functions/v1/report', () => json(report)),
      http.get('*/functions/v1/export/report.csv', () => json({}, 500)),
    );
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al exportar CSV');
    expect(saved).toEqual([]);
  });

  it('speaks English', async () => {
    act(() => getDefaultStore().set(languageAtom, 'en'));
    server.use(http.get('*/functions/v1/export/report.csv', () => json({}, 500)));
    await renderPage();
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export CSV');
    expect(within(document.body).queryByText('Exportar CSV')).toBeNull();
  });
});
