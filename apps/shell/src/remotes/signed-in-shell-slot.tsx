import { ErrorPanel, LoadingState, useLoadedComponent } from '@replica/ui/core';
import { useCallback } from 'react';
import { Centered } from '../layout/centered';
import type { SignedInShellProps } from '../signed-in/signed-in-shell-props';
import { useShellTexts } from '../texts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { loadSignedInShell } from './remote-registry';

interface SignedInShellSlotProps extends SignedInShellProps {
  load: typeof loadSignedInShell;
}

/** Shows the signed-in shell once loaded; a failed load (or render) offers 'Reintentar'. */
export function SignedInShellSlot({ load, ...props }: SignedInShellSlotProps) {
  const texts = useShellTexts();
  const loadComponent = useCallback(
    (retry: boolean) => load({ retry }).then((module) => module.default),
    [load],
  );
  const [signedIn, retry] = useLoadedComponent(loadComponent);
  const failed = (
    <Centered>
      <ErrorPanel
        title={texts.signedIn.failedTitle}
        message={texts.signedIn.failedMessage}
        retryLabel={texts.remote.retry}
        onRetry={retry}
      />
    </Centered>
  );

  if (signedIn.status === 'failed') return failed;
  if (signedIn.status === 'loading') {
    return (
      <Centered>
        <LoadingState label={texts.loading} />
      </Centered>
    );
  }
  return (
    <RemoteErrorBoundary fallback={() => failed}>
      <signedIn.Component {...props} />
    </RemoteErrorBoundary>
  );
}
