import type { Preview } from '@storybook/react-vite';
import { ReplicaThemeProvider } from '../src/theme/replica-theme-provider';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ReplicaThemeProvider>
        <Story />
      </ReplicaThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
