import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Banner } from '../banner/banner';
import { LiveMessages } from './live-messages';

describe('LiveMessages', () => {
  it('is a polite live region before any message arrives, and keeps it once one has', () => {
    const { rerender } = renderWithTheme(<LiveMessages data-testid="messages" />);
    const region = screen.getByTestId('messages');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(
      <LiveMessages data-testid="messages">
        <Banner tone="success">Guardado</Banner>
      </LiveMessages>,
    );

    expect(screen.getByTestId('messages')).toBe(region);
    expect(region).toHaveTextContent('Guardado');
  });
});
