// axe-core checks for the end-to-end specs (issue 24's accessibility suite starts with the
// payout screens): one call checks what is on screen at a phone's and a desktop's width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.2 AA (every level and version up to it) plus axe's best practices, as issue 24 asks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A phone (390 × 844) and a laptop (1280 × 800). */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

type Violation = AxeResults['violations'][number];

/** axe-core's own build, the version @axe-core/playwright pins. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** window.axe, as the functions run in the page see it (they cannot call helpers here). */
interface AxeInPage {
  axe: {
    run(context: unknown, options: unknown): Promise<AxeResults>;
    configure(spec: { allowedOrigins: string[] }): void;
  };
}

/**
 * axe-core in every frame of the page that lacks it (a navigation or a new frame drops it),
 * told to answer a parent of any origin: the YouTube stand-in is another origin than the app,
 * and its frame is checked too.
 */
async function injectAxe(page: Page): Promise<void> {
  const inject = async (frame: Frame): Promise<void> => {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as unknown as AxeInPage).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
    );
  };
  await Promise.all(page.frames().map(inject));
}

/**
 * One axe-core run over the page and its frames (axe in the page asks axe in each frame),
 * violations only.
 *
 * Why not @axe-core/playwright's AxeBuilder: each analyze() injected axe-core into every frame
 * again, ran each frame's partial check (passes included, 0.3–1 MB of JSON here) and finished
 * the run in a new blank page: 0.8–2.1 s a check on this machine, against 0.1–0.3 s here for
 * the same rules, tags and frames (measured 2026-11-27 on /pricing, /discover, home and a
 * page with a cross-origin frame, where both report the frame's violation).
 * `resultTypes: ['violations']` leaves out what no check reads (the passes); every violation
 * still lists every failing element.
 */
async function runAxe(page: Page, scope: AxeScope): Promise<Violation[]> {
  await injectAxe(page);
  // Plain arrays of selectors (what crosses into the page as JSON); null is the whole page.
  const context =
    scope.include || scope.exclude?.length
      ? {
          ...(scope.include ? { include: [[scope.include]] } : {}),
          ...(scope.exclude?.length
            ? { exclude: scope.exclude.map(({ selector }) => [selector]) }
            : {}),
        }
      : null;
  const options = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as AxeInPage).axe.run(context ?? document, options),
    { context, options },
  );
  return results.violations;
}

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
  // Content below the screen is drawn only when it nears it (content-visibility: auto,
  // decision 0036), and until then keeps the styles it had: after a switch to the dark scheme
  // axe would read a card's new text colour on its old background. Every part is checked as
  // it is drawn when someone scrolls to it.
  await page.evaluate(() => {
    const drawAll = document.createElement('style');
    drawAll.id = 'axe-draw-all';
    drawAll.textContent = '* { content-visibility: visible !important; }';
    document.head.append(drawAll);
  });
  let violations: Violation[];
  try {
    await animationsSettled(page);
    violations = await runAxe(page, scope);
  } finally {
    await page.evaluate(() => document.getElementById('axe-draw-all')?.remove());
  }
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
