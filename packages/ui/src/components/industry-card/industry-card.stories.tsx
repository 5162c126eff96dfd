import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IndustryCard } from './industry-card';

const meta = {
  title: 'Components/IndustryCard',
  component: IndustryCard,
  args: {
    summary: {
      industry: 'Abogados (Immigration)',
      status: 'ACTIVO',
      cities: ['Miami', 'Orlando', 'Houston'],
      clients: 42,
      opinions: 1234,
      years: 5.5,
    },
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IndustryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const NoCities: Story = {
  args: {
    summary: {
      industry: 'sin_clasificar',
      status: 'NUEVO',
      cities: [],
      clients: 0,
      opinions: 0,
      years: 0,
    },
  },
};

export const OtherIndustry: Story = {
  args: {
    summary: {
      industry: 'Dentistas',
      status: 'PAUSADO',
      cities: ['Madrid'],
      clients: 3,
      opinions: 87,
      years: 1,
    },
  },
};

export const English: Story = {
  args: {
    labels: {
      clients: 'Clients',
      opinions: 'Opinions',
      years: 'Years',
      noCities: 'Multiple locations',
      openHint: 'Open this industry’s opinions',
      edit: 'Edit',
    },
  },
};

/** For a role that may edit industries (admin or owner): a pencil button beside the name. */
export const Editable: Story = {
  args: { onEdit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Abogados (Immigration)' }));
    await expect(args.onEdit).toHaveBeenCalledWith('Abogados (Immigration)');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A new industry: clients and years never filled in say so, with a way to fill them in. */
export const NotFilledIn: Story = {
  args: { onEdit: fn(), summary: { ...meta.args.summary, clients: 0, years: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Completar clientes y años' }));
    await expect(args.onEdit).toHaveBeenCalledWith('Abogados (Immigration)');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** The narrowest card the dashboard grid makes (16rem): long names wrap between words only. */
export const LongNamesOnANarrowCard: Story = {
  args: { onEdit: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: '12px', width: '16rem' }}>
      {['Credit Restoration', 'Accounting / Tax', 'Abogados (Immigration)'].map((industry) => (
        <IndustryCard key={industry} {...args} summary={{ ...args.summary, industry }} />
      ))}
    </div>
  ),
};

export const OpensWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Abogados (Immigration)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('Abogados (Immigration)');
  },
};

const everyIndustry = [
  'sin_clasificar',
  'Abogados (Immigration)',
  'Credit Restoration',
  'Clinical Research',
  'Clínica Estética',
  'Accounting / Tax',
  'Public Adjusters',
  'Marca Personal',
  'Dentistas',
];

export const EveryIcon: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '12px' }}>
      {everyIndustry.map((industry) => (
        <IndustryCard key={industry} {...args} summary={{ ...args.summary, industry }} />
      ))}
    </div>
  ),
};
