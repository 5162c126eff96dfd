import styled from 'styled-components';

/** A tone of the theme a bar can be filled with. */
export type BarTone = 'primary' | 'success' | 'warning' | 'danger';

/** Caption above the bar, the bar, stacked. */
export const BarWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The label on the left and its detail on the right, or under it when both do not fit. */
export const BarCaption = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const BarTrack = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

/** Fills the track to the width set inline, e.g. `style={{ width: '40%' }}`. */
export const BarFill = styled.div<{ $tone: BarTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) => theme.colors[$tone]};
  transition: width 150ms ease-out;
`;
