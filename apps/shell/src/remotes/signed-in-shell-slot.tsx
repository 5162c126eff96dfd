import { ErrorPanel, LoadingState } from '@replica/ui/core';
import { type ComponentType, Suspense, lazy, useState } from 'react';
import { Centered } from '../layout/centered';
import type { SignedInShellProps } from '../signed-in/signed-in-shell-props';
import { useShellTexts } from '../texts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { loadSignedInShell } from './remote-registry';

interface SignedInShellSlotProps extends SignedInShellProps {
  load: typeof loadSignedInShell;
}

/** Shows the signed-in shell once loaded; a failed load offers 'Reintentar'. */
export function SignedInShellSlot({ load, ...props }: SignedInShellSlotProps) {
  const texts = useShellTexts();
  const [attempt, setAttempt] = useState(0);
  const [SignedIn, setSignedIn] = useState<ComponentType<SignedInShellProps>>(() => lazy(load));
  const loading = (
    <Centered>
      <LoadingState label={texts.loading} />
    </Centered>
  );

  const retry = () => {
    setSignedIn(() => lazy(() => load({ retry: true })));
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <Centered>
          <ErrorPanel
            title={texts.signedIn.failedTitle}
            message={texts.signedIn.failedMessage}
            retryLabel={texts.remote.retry}
            onRetry={retry}
          />
        </Centered>
      )}
    >
      <Suspense fallback={loading}>
        <SignedIn {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
