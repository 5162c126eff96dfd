import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IndustrySelector } from './industry-selector';

const industries = [
  'sin_clasificar',
  'Abogados (Immigration)',
  'Credit Restoration',
  'Clinical Research',
  'Clínica Estética',
  'Accounting / Tax',
  'Public Adjusters',
  'Marca Personal',
];

const meta = {
  title: 'Components/IndustrySelector',
  component: IndustrySelector,
  args: { industries, value: 'sin_clasificar', onChange: fn() },
} satisfies Meta<typeof IndustrySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PreselectedFromUrl: Story = { args: { value: 'Clínica Estética' } };

export const UnknownIndustryKept: Story = { args: { value: 'Dentistas Miami' } };

export const Disabled: Story = { args: { disabled: true } };

/** For a role that edits industries: '+ Nueva industria' opens a dialog asking for the name. */
export const WithNewIndustry: Story = { args: { onCreate: fn(async () => {}) } };
