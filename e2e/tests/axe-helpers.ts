import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Runs axe-core over the page as it is now (or only the part `include` selects) and records, as a
 * soft failure named after `where`, every serious or critical violation with its rule, its help
 * text and the elements it found; the test goes on, so one run lists every screen's problems.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help} — ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
    );
  expect.soft(serious, `serious or critical axe violations on ${where}`).toEqual([]);
}

/** Switches the interface language the way the language toggle remembers it, then reloads. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('replica.language', value), `"${language}"`);
  await page.reload();
}
