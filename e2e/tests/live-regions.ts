import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Records, from the page's first script on, what a screen reader would read out by itself: the
 * text added to a live region (`aria-live`, or the roles status, alert and log) that was on the
 * page before the text came, and an alert as it appears. A live region that appears together
 * with its text is not counted: screen readers do not reliably read it.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const known = new WeakSet<Element>();
    const announcements: string[] = [];
    Object.assign(window, { announcements });
    const rememberRegions = () => {
      for (const region of document.querySelectorAll(LIVE)) known.add(region);
    };
    const inKnownRegion = (node: Node) => {
      for (
        let at = node instanceof Element ? node : node.parentElement;
        at;
        at = at.parentElement
      ) {
        if (known.has(at) && at.isConnected) return true;
      }
      return false;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const added = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of added) {
          const text = node.textContent?.trim();
          if (!text) continue;
          const newAlert = node instanceof Element && node.matches('[role="alert"]');
          if (newAlert || inKnownRegion(record.target)) announcements.push(text);
        }
      }
      rememberRegions();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until `text` has been read out by a live region (see {@link recordAnnouncements}). */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as { announcements: string[] }).announcements.join('\n'),
        ),
      { message: `a live region reads out ${String(text)}`, timeout: 30_000 },
    )
    .toMatch(text);
}

/**
 * Checks that telling `message` left the focus where it was: on `control` (the one pressed), and
 * not on the message.
 */
export async function expectFocusStayed(control: Locator, message: Locator): Promise<void> {
  await expect(control, 'the focus stays on the control pressed').toBeFocused();
  expect(
    await message.evaluate((element) => element.contains(document.activeElement)),
    'the message does not take the focus',
  ).toBe(false);
}
