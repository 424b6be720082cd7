// axe-core checks for the end-to-end specs (issue 24's accessibility suite starts with the
// payout screens): one call checks what is on screen at a phone's and a desktop's width.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (every level and version up to it) plus axe's best practices, as issue 24 asks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A phone (390 × 844) and a laptop (1280 × 800). */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeScope {
  /** Check only inside this element (a CSS selector), e.g. one section of a long page. */
  include?: string;
  /**
   * Elements left out, each with the reason: only for a violation whose source lies outside
   * the screen under test and is left to issue 24. Printed in the test's output, so an
   * exclusion is never silent.
   */
  exclude?: readonly { selector: string; why: string }[];
}

/**
 * Every violation: its rule, impact and help text, and each failing element's target, the
 * start of its HTML and axe's summary of what to fix.
 */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) =>
        [
          `    at ${JSON.stringify(node.target)}: ${node.html.slice(0, 200)}`,
          ...(node.failureSummary ?? '').split('\n').map((line) => `      ${line}`),
        ].join('\n'),
      );
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Resolves once every finite animation and transition on the page has ended (a dialog's fade,
 * a toast sliding in, the tab indicator): axe measures colours as they are drawn, and text
 * half-way through a fade fails contrast that the settled screen passes. Endless animations
 * (spinners, the focus ripple's pulse) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  // Two frames first: a transition that React started in this frame is not yet listed by
  // getAnimations(), and a toast caught then was checked half faded in.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails the test (softly: the test goes on, so one run reports every state's violations) with
 * every violation listed when axe finds any on the page as it is now.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  scope: AxeScope = {},
): Promise<void> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  for (const { selector } of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect
    .soft(violations.length, `axe violations on ${label}:\n${describeViolations(violations)}`)
    .toBe(0);
}

/**
 * Checks the page at 390 px and at 1280 px. The navigation bar switches to its menu button
 * below 900 px (NavBar.tsx, by CSS): waiting for it says the new width's layout is drawn.
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  label: string,
  scope: AxeScope = {},
): Promise<void> {
  for (const excluded of scope.exclude ?? []) {
    console.info(`a11y: ${label}: ${excluded.selector} left out (${excluded.why})`);
  }
  // Hidden from the accessibility tree while a dialog is open, yet still drawn.
  const menu = page.getByRole('button', { name: 'Open menu', includeHidden: true });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    if (size.width < 900) await expect(menu).toBeVisible();
    else await expect(menu).toBeHidden();
    await expectNoAxeViolations(page, `${label} at ${size.width} px`, scope);
  }
}

/**
 * The matrix check of issue 24: the light scheme at 390 px and 1280 px, then the dark scheme
 * (which follows the system setting, so it is emulated here) at 390 px. The page is left in the
 * light scheme at 390 px, the width a phone user has.
 */
export async function expectAccessibleEverywhere(
  page: Page,
  label: string,
  scope: AxeScope = {},
): Promise<void> {
  await expectAccessibleAtBothWidths(page, label, scope);
  await page.setViewportSize(WIDTHS[0]);
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await expectNoAxeViolations(page, `${label}, dark scheme at ${WIDTHS[0].width} px`, scope);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}
