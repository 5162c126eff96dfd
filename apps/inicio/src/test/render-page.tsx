import { LocationProbe, renderScreenAt } from '@replica/ui/testing';
import Page from '../page';

/** Renders the dashboard at `url` as the shell does, with a probe of the router's location. */
export function renderPage(url = '/') {
  return renderScreenAt(
    <>
      <Page />
      <LocationProbe />
    </>,
    url,
  );
}
