import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Seleccionar todos', checked: false, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Seleccionar todos' });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { checked: true } };

export const Indeterminate: Story = {
  args: { indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole<HTMLInputElement>('checkbox');
    await expect(box.indeterminate).toBe(true);
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Seleccionar comentario 42', hideLabel: true },
};

export const Disabled: Story = { args: { disabled: true } };

/** A live box: clicking toggles it. */
export const Interactive: Story = {
  render: function InteractiveCheckbox(args) {
    const [checked, setChecked] = useState(false);
    return <Checkbox {...args} checked={checked} onChange={setChecked} />;
  },
};
