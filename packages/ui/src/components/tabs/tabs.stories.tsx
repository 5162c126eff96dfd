import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const ingestaTabs = [
  { id: 'manual', label: 'Manual' },
  { id: 'archivo', label: 'Archivo' },
  { id: 'multiple', label: 'Múltiple' },
  { id: 'scraping', label: 'Scraping' },
] as const;
type IngestaTab = (typeof ingestaTabs)[number]['id'];

function IngestaTabs({ initial }: { initial: IngestaTab }) {
  const [selected, setSelected] = useState<IngestaTab>(initial);
  return (
    <Tabs label="Métodos de ingesta" tabs={ingestaTabs} selected={selected} onSelect={setSelected}>
      <p>Contenido de la pestaña {selected}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: IngestaTabs,
  args: { initial: 'manual' },
} satisfies Meta<typeof IngestaTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

export const LastSelected: Story = { args: { initial: 'scraping' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Manual' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Archivo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('archivo');
  },
};
