import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('renders the title as the h1 with subtitle and actions', () => {
    renderWithTheme(
      <PageHeading
        title="Reporte"
        subtitle="Credit Restoration"
        actions={<button>Recalcular</button>}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Reporte' })).toBeInTheDocument();
    expect(screen.getByText('Credit Restoration')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeInTheDocument();
  });
});
