import styled from 'styled-components';

/** A vertical stack of a tab's blocks. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 52rem;
`;

/** Fields or buttons side by side, wrapping on narrow screens. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Actor ID and Task ID side by side, the actor's the wider: its names run to 35 characters and
 * more ('streamers/youtube-comments-scraper') and must show whole. One column on a narrow screen.
 */
export const ActorAndTask = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: end;
  gap: ${({ theme }) => theme.spacing.md};

  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
