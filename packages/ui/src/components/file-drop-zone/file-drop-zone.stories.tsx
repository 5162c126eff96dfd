import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDropZone } from './file-drop-zone';

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Archivo de comentarios',
    buttonLabel: 'Elegir archivo',
    accept: '.csv,.json',
    children: 'Arrastra un archivo CSV o JSON aquí',
    onFile: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Disabled: Story = { args: { disabled: true } };
