import type { ApifyTexts } from './apify-texts';

/** The English of `./apify-texts.ts`, fetched the first time the interface is in English. */
const english: ApifyTexts = {
  missing: {
    scraping: 'Scraping needs an Apify account, and this workspace has none connected.',
    watching:
      'Watches run on an Apify account, and this workspace has none connected: watches cannot be saved and the existing ones wait without running.',
  },
  connectLink: 'Connect the Apify account in Team',
  askAdmin: 'Ask an admin to connect one in Team.',
  waitingBadge: 'Waiting for Apify',
  waitingReason: 'It will not run until the workspace has an Apify account connected.',
};

export default english;
