import { useQueryClient } from '@replica/api-client/react';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { renderStandalone } from './render-standalone';

/** Each hook throws, or reads nothing, without the provider the shell would give. */
function ScreenProbe() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const theme = useTheme();
  return (
    <p>
      {[
        queryClient.getDefaultOptions().queries ? 'cache' : 'no cache',
        location.pathname,
        theme?.colors?.primary ?? 'no theme',
      ].join(' ')}
    </p>
  );
}

describe('renderStandalone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.location.hash = '';
  });

  it('renders the screen in #root with a server-state cache, the theme and a hash router', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.location.hash = '#/reporte';
    let root: Root | undefined;
    await act(async () => {
      root = renderStandalone(ScreenProbe);
    });
    expect(screen.getByText('cache /reporte #4f46e5')).toBeInTheDocument();
    act(() => root?.unmount());
  });

  it('says which element is missing rather than rendering nowhere', () => {
    expect(() => renderStandalone(ScreenProbe)).toThrow(
      'No #root element to render the screen into.',
    );
  });
});
