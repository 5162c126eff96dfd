import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import * as icons from './icons';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.code`
  color: ${({ theme }) => theme.colors.text};
`;

const entries = Object.entries(icons).sort(([a], [b]) => a.localeCompare(b));

function IconCatalogue() {
  return (
    <Grid aria-label="Iconos">
      {entries.map(([name, Icon]) => (
        <Item key={name}>
          <Icon />
          <Name>{name}</Name>
        </Item>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconCatalogue,
} satisfies Meta<typeof IconCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon the screens may import from '@replica/ui', drawn in the current text colour. */
export const Catalogue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(entries.length);
    // Decorative: each drawing is hidden from assistive technology, the name beside it is not.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
