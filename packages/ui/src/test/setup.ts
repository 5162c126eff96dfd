import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react';
import * as previewAnnotations from '../../.storybook/preview';

// Composed stories get the same decorators (theme provider) as in Storybook itself.
setProjectAnnotations(previewAnnotations);
