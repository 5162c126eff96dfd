import { type Page, expect } from '@playwright/test';

/** The narrowest window WCAG's reflow asks for: 1280 px at 400 % zoom. */
export const REFLOW_WIDTH = { width: 320, height: 640 } as const;

/**
 * Fails naming what sticks out: every element whose right edge passes the window's, unless a
 * scrolling box of its own (a table's) holds it.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const scrollsSideways = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (scrollsSideways(box)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`);
    return {
      window: window.innerWidth,
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      outside,
    };
  });
  const sticksOut = `${where}: ${widths.outside.join(' | ')}`;
  expect(widths.page, sticksOut).toBeLessThanOrEqual(widths.window);
  expect(widths.body, sticksOut).toBeLessThanOrEqual(widths.window);
}

/**
 * The text spacing a reader may set with their own style sheet (WCAG 1.4.12): line height 1.5,
 * 2 em after paragraphs, letter spacing 0.12 em and word spacing 0.16 em, over every element.
 */
const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/** Adds the reader's text spacing to the page as it is now (gone at the next load). */
export async function overrideTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({ content: TEXT_SPACING });
}

/**
 * Fails naming every element whose text its own box cuts off: a box that hides its overflow (not
 * one that scrolls, not the one-pixel box of text kept for screen readers) with content wider or
 * taller than itself.
 */
export async function expectNoClippedText(page: Page, where: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    return [...document.body.querySelectorAll('*')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        const style = getComputedStyle(element);
        if (!hides(style.overflowX) && !hides(style.overflowY)) return false;
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        if (!element.innerText.trim()) return false;
        const cutWide = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const cutTall = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        return cutWide || cutTall;
      })
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.innerText.slice(0, 40)}`);
  });
  expect(clipped, `text cut off on ${where}`).toEqual([]);
}
