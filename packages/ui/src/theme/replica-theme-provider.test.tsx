import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ReplicaThemeProvider } from './replica-theme-provider';
import { theme } from './theme';

const ThemedText = styled.p`
  color: ${(props) => props.theme.colors.primary};
`;

describe('ReplicaThemeProvider', () => {
  it('gives styled components the Réplica theme', () => {
    render(
      <ReplicaThemeProvider>
        <ThemedText>Réplica</ThemedText>
      </ReplicaThemeProvider>,
    );

    expect(screen.getByText('Réplica')).toHaveStyle({ color: theme.colors.primary });
  });
});
