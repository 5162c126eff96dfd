import { ErrorPanel, LoadingState } from '@replica/ui';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react';
import type { PageDefinition } from '../pages';
import type { ScreenLoader } from '../signed-in/signed-in-shell-props';
import { useScreenLoader } from '../signed-in/screen-loader';
import { useShellTexts } from '../texts';
import { RemoteErrorBoundary } from './remote-error-boundary';

type LazyScreen = LazyExoticComponent<ComponentType>;

// One lazy component per screen, so returning to a page renders it without suspending again.
const screens = new Map<PageDefinition['id'], LazyScreen>();

function screenComponent(
  loadScreen: ScreenLoader,
  id: PageDefinition['id'],
  retry: boolean,
): LazyScreen {
  const cached = screens.get(id);
  if (cached && !retry) return cached;
  const screen = lazy(() => loadScreen(id, { retry }));
  screens.set(id, screen);
  return screen;
}

/** Loads a page's remote the first time its route opens; a failure offers 'Reintentar'. */
export function RemoteScreen({ page }: { page: PageDefinition }) {
  const texts = useShellTexts();
  const loadScreen = useScreenLoader();
  const [attempt, setAttempt] = useState(0);
  const [Screen, setScreen] = useState(() => screenComponent(loadScreen, page.id, false));

  const retry = () => {
    setScreen(() => screenComponent(loadScreen, page.id, true));
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <ErrorPanel
          title={texts.remote.failedTitle(texts.pages[page.id])}
          message={texts.remote.failedMessage}
          retryLabel={texts.remote.retry}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<LoadingState label={texts.loading} />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
