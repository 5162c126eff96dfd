import type { ApiError, InvitationDetails } from '@replica/api-client/sign-in';
import { useLanguage } from '@replica/ui/core';
import { useEffect, useState } from 'react';

/** What an invitation link offers, as far as the server told it. */
export type InvitationLookup =
  | { status: 'loading' }
  | { status: 'found'; details: InvitationDetails }
  /** No pending invitation has that token (expired, used, revoked): the server's reason. */
  | { status: 'refused'; reason: string }
  /** Not asked (no token) or not answered: the page goes on without the details. */
  | { status: 'unknown' };

/**
 * Asks the server what an invitation offers: signed out through the start's zod-free call,
 * signed in through the shared client (each side loads only its own); both refuse with an
 * `ApiError`.
 */
export type LookUpInvitation = (token: string) => Promise<InvitationDetails>;

const REFUSALS = new Set(['invitation_invalid', 'invitation_token_required']);

// By its code rather than its class: the start's calls and the shared client each have theirs.
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof Error && REFUSALS.has((error as Partial<ApiError>).code ?? '');

/**
 * What the invitation of `token` offers, asked with `lookUp` in the interface language, and asked
 * again when the language changes, so a refusal reads in it.
 */
export function useInvitationDetails(
  token: string | null,
  lookUp: LookUpInvitation,
): InvitationLookup {
  const [language] = useLanguage();
  const [lookup, setLookup] = useState<{ key: string; result: InvitationLookup } | null>(null);
  const key = `${language} ${token}`;

  useEffect(() => {
    if (token === null) return;
    let current = true;
    const settle = (result: InvitationLookup) => {
      if (current) setLookup({ key, result });
    };
    lookUp(token).then(
      (details) => settle({ status: 'found', details }),
      (error: unknown) =>
        settle(
          isRefusal(error) ? { status: 'refused', reason: error.message } : { status: 'unknown' },
        ),
    );
    return () => {
      current = false;
    };
  }, [token, key, lookUp]);

  if (token === null) return { status: 'unknown' };
  // An answer for another token or language is not this one's.
  return lookup?.key === key ? lookup.result : { status: 'loading' };
}
