import { ErrorPanel, LoadingState, useLoadedComponent } from '@replica/ui';
import { type ComponentType, useCallback } from 'react';
import type { PageDefinition } from '../pages';
import { useScreenLoader } from '../signed-in/screen-loader';
import { useShellTexts } from '../texts';
import { RemoteErrorBoundary } from './remote-error-boundary';

// The screens loaded so far, so returning to a page shows it at once.
const loadedScreens = new Map<PageDefinition['id'], ComponentType>();

/** Loads a page's remote the first time its route opens; a failure offers 'Reintentar'. */
export function RemoteScreen({ page }: { page: PageDefinition }) {
  const texts = useShellTexts();
  const loadScreen = useScreenLoader();
  const loadComponent = useCallback(
    async (retry: boolean) => {
      const { default: Screen } = await loadScreen(page.id, { retry });
      loadedScreens.set(page.id, Screen);
      return Screen;
    },
    [loadScreen, page.id],
  );
  const [screen, retry] = useLoadedComponent(loadComponent, loadedScreens.get(page.id));
  const failed = (
    <ErrorPanel
      title={texts.remote.failedTitle(texts.pages[page.id])}
      message={texts.remote.failedMessage}
      retryLabel={texts.remote.retry}
      onRetry={retry}
    />
  );

  if (screen.status === 'failed') return failed;
  if (screen.status === 'loading') return <LoadingState label={texts.loading} />;
  return (
    <RemoteErrorBoundary fallback={() => failed}>
      <screen.Component />
    </RemoteErrorBoundary>
  );
}
