import { roleKnown } from '@replica/api-client/testing/workspaces';
import { LocationProbe, renderScreenAt } from '@replica/ui/testing';
import Page from '../page';

/**
 * Renders the inbox at `url` in a memory router, with a probe of the router's location, without
 * waiting for anything.
 */
export function renderScreen(url = '/opiniones') {
  return renderScreenAt(
    <>
      <Page />
      <LocationProbe />
    </>,
    url,
  );
}

/** Renders the inbox and waits until it knows the member's role, which its actions follow. */
export async function renderPage(url?: string) {
  const view = renderScreen(url);
  await roleKnown();
  return view;
}
