import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A rule of axe-core's default set since 4.14 (WCAG 2.5.3, Label in Name): its running proves the
 * walk uses the whole default set of a recent axe, not an older or narrowed one.
 */
const RULE_OF_THE_DEFAULT_SET = 'label-content-name-mismatch';

/**
 * Runs axe-core's default rule set over the page as it is now (or only the part `include`
 * selects) and records, as a soft failure named after `where`, every serious or critical
 * violation with its rule, its help text and the elements it found; the test goes on, so one run
 * lists every screen's problems.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const ran = [
    ...results.passes,
    ...results.violations,
    ...results.incomplete,
    ...results.inapplicable,
  ].map(({ id }) => id);
  expect(ran, `axe's default rules ran on ${where}`).toContain(RULE_OF_THE_DEFAULT_SET);
  const serious = results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help} — ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
    );
  expect.soft(serious, `serious or critical axe violations on ${where}`).toEqual([]);
}

/**
 * Records, as a soft failure named after `where`, every heading that skips a level on the page as
 * it is now (axe's moderate 'heading-order'): someone moving by headings would look for the
 * missing level in between.
 */
export async function expectHeadingsInOrder(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const skipping = violations.flatMap(({ nodes }) => nodes.map(({ target }) => target.join(' ')));
  expect.soft(skipping, `headings that skip a level on ${where}`).toEqual([]);
}

/** Switches the interface language the way the language toggle remembers it, then reloads. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('replica.language', value), `"${language}"`);
  await page.reload();
}
