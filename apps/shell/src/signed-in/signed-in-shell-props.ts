import type { ScreenName } from '@replica/api-client/screens';
import type { ComponentType } from 'react';

/** Loads a screen remote's page; `retry` replaces a remote that failed to load. */
export type ScreenLoader = (
  name: ScreenName,
  options?: { retry?: boolean },
) => Promise<{ default: ComponentType }>;

/** What the signed-out start hands the signed-in shell it loads. */
export interface SignedInShellProps {
  /** The start's federation runtime loads the screens (the one runtime every remote shares). */
  loadScreen: ScreenLoader;
  /** The session ended (signed out here, or a call answered 401): the start shows the login. */
  onSignedOut: () => void;
  /** Signed in from an invitation link: the invitation to accept once the session is restored. */
  invitationToAccept: string | null;
}
