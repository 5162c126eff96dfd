import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Skeleton, SkeletonLine } from './skeleton';

describe('Skeleton', () => {
  it('announces what is loading as a status, with one hidden block per row', () => {
    renderWithTheme(<Skeleton label="Cargando comentarios..." rows={4} />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando comentarios...');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shows a line in place of a figure, hidden from assistive technology', () => {
    renderWithTheme(
      <p data-testid="count-line">
        <SkeletonLine width="10rem" />
      </p>,
    );

    const line = screen.getByTestId('count-line');
    expect(line).toHaveTextContent('');
    expect(line.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
