import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { StatusBadge, isHighlightedStatus } from './status-badge';

describe('StatusBadge', () => {
  it('highlights ACTIVO in any letter case', () => {
    expect(isHighlightedStatus('ACTIVO')).toBe(true);
    expect(isHighlightedStatus(' activo ')).toBe(true);
    expect(isHighlightedStatus('NUEVO')).toBe(false);
  });

  it('shows the status and marks whether it is highlighted', () => {
    const { rerender } = renderWithTheme(<StatusBadge status="ACTIVO" />);
    expect(screen.getByText('ACTIVO').closest('[data-highlighted]')).toHaveAttribute(
      'data-highlighted',
      'true',
    );

    rerender(<StatusBadge status="NUEVO" />);
    expect(screen.getByText('NUEVO').closest('[data-highlighted]')).toHaveAttribute(
      'data-highlighted',
      'false',
    );
  });
});
