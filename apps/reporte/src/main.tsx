import { renderStandalone } from '@replica/ui/standalone';
import Page from './page';

// Standalone entry: runs this screen alone (`npm run dev -w @replica/reporte`), outside the shell.
renderStandalone(Page);
