import { SCREEN_ANCHORS, screenPath } from '@replica/api-client/screen-path';
import { useApiQuery } from '@replica/api-client/react';
import { Banner, useTexts } from '@replica/ui';
import { Link } from '@replica/ui/router';
import { apifyTexts } from './apify-texts';

/**
 * Whether the workspace has an Apify account to run on, its own or the server's; undefined until
 * the server says. Without one, the server refuses runs and watches.
 */
export function useApifyConfigured(): boolean | undefined {
  return useApiQuery('scraperConfig').data?.apifyConfigured;
}

export interface ApifyMissingProps {
  /** The tab it is shown in, which says what cannot be done. */
  what: 'scraping' | 'watching';
  /** Whether the member's role may connect the account (the scrape permission). */
  canConnect: boolean;
}

/**
 * Says that the workspace has no Apify account and who can connect one: whoever may gets the
 * link to Equipo's Apify card, the others are told to ask an admin.
 */
export function ApifyMissing({ what, canConnect }: ApifyMissingProps) {
  const t = useTexts(apifyTexts);
  return (
    <Banner tone="warning">
      {t.missing[what]}{' '}
      {canConnect ? (
        <Link to={screenPath('equipo', {}, SCREEN_ANCHORS.apifyAccount)}>{t.connectLink}</Link>
      ) : (
        t.askAdmin
      )}
    </Banner>
  );
}
