import { useQueryClient } from '@replica/api-client/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { LocationProbe, currentLocation, renderScreenAt } from './render-screen-at';

function ScreenProbe() {
  const queryClient = useQueryClient();
  const theme = useTheme();
  return (
    <>
      <p>{`${queryClient.getDefaultOptions().queries?.retry === false ? 'no retries' : 'retries'} ${theme?.colors?.primary ?? 'no theme'}`}</p>
      <Link to="/opiniones?industry=Gimnasios">Opiniones</Link>
    </>
  );
}

describe('renderScreenAt', () => {
  it('renders at the url with a test cache of its own and the theme', () => {
    renderScreenAt(<ScreenProbe />, '/inicio?range=7');
    expect(screen.getByText('no retries #4f46e5')).toBeInTheDocument();
  });

  it('lets LocationProbe follow where the router goes', async () => {
    renderScreenAt(
      <>
        <ScreenProbe />
        <LocationProbe />
      </>,
      '/inicio?range=7',
    );
    expect(currentLocation()).toBe('/inicio?range=7');
    await userEvent.click(screen.getByRole('link', { name: 'Opiniones' }));
    expect(currentLocation()).toBe('/opiniones?industry=Gimnasios');
  });
});
