import { FIXED_INDUSTRIES } from '@replica/api-client';
import { languageAtom } from '@replica/ui';
import { renderScreenAt } from '@replica/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import Page from '../page';

/**
 * Renders the Ingesta page inside the theme and a router at `url`, as the shell does, without
 * waiting for anything.
 */
export function renderScreen(url = '/ingesta') {
  return renderScreenAt(<Page />, url);
}

/** Renders the page and waits for its tabs, which come once the member's role allows them. */
export async function renderPage(url?: string) {
  const view = renderScreen(url);
  await screen.findByRole('tablist');
  return view;
}

/** Renders the page and opens one of its tabs by its visible name. */
export async function openTab(name: string, url?: string) {
  await renderPage(url);
  await selectTab(name);
}

/** Opens a tab and waits for its code, which the later tabs fetch on their first opening. */
export async function selectTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
  await waitFor(() =>
    expect(screen.queryByText(/^(Cargando pestaña|Loading tab)\.\.\.$/)).not.toBeInTheDocument(),
  );
}

/** Back to Spanish, the default, between tests. */
export function resetLanguage() {
  localStorage.clear();
  getDefaultStore().set(languageAtom, 'es');
  document.documentElement.lang = '';
}

export const industriesHandler = http.get('*/functions/v1/industries', () =>
  HttpResponse.json({ items: [...FIXED_INDUSTRIES, 'Gimnasios'] }),
);

/** A server with Apify and its webhook set up, as the scraping tab asks on opening. */
export const scraperConfigHandler = http.get('*/functions/v1/scraper-config', () =>
  HttpResponse.json({
    apifyConfigured: true,
    webhookConfigured: true,
    webhookUrl: 'https://replica.example.com/functions/v1/apify-webhook?token=tok-123',
    webhookToken: 'tok-123',
    secretHeader: 'X-Apify-Webhook-Secret',
    waitSeconds: 120,
  }),
);
