import { type Page, expect } from '@playwright/test';

export interface DashboardMetrics {
  industries: number;
  opinions: number;
  rootObjections: number;
  pendingToday: number;
  templates: number;
}

/** The figures the dashboard should show, straight from the API as the page's user. */
export async function dashboardMetrics(page: Page): Promise<DashboardMetrics> {
  const sessionId = await page.evaluate(() => localStorage.getItem('replica.session_id'));
  const response = await page.request.get('/functions/v1/dashboard-metrics', {
    headers: { 'x-session-id': sessionId ?? '' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DashboardMetrics;
}

/** en-US thousands separators, as the screens print counts. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
