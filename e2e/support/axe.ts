import axeCore, { type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './overflow';

/** WCAG 2.1 level A and AA, the bar of issue 10; best practices and AAA are not asserted. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail a journey; moderate and minor ones are left to review. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * The one list of axe rules switched off, each with its reason. Keep it empty unless a rule is wrong
 * for this app; a violation to be fixed later is not a reason.
 */
export const DISABLED_RULES: Readonly<Record<string, string>> = {};

/** Rules run beyond the tags, each with its reason. */
export const EXTRA_RULES: Readonly<Record<string, string>> = {
  'label-content-name-mismatch':
    'WCAG 2.5.3 Label in Name (level A): the name a control is read by must contain the words it shows; axe ' +
    'marks the rule experimental, so the tags alone leave it out.',
};

const ruleSwitches = () =>
  Object.fromEntries([
    ...Object.keys(EXTRA_RULES).map((rule) => [rule, { enabled: true }] as const),
    ...Object.keys(DISABLED_RULES).map((rule) => [rule, { enabled: false }] as const),
  ]);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; html: string; failureSummary?: string }[];
}

/** One readable paragraph per violated rule: what, where (selectors), why (axe's summary). */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}\n      ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * axe-core and its set-up, evaluated in a page once: what @axe-core/playwright's legacy mode does, less
 * its two evaluations of the 0.5 MB source on every check (issue 30). A full load starts a new window,
 * which gets it again; a screen the SPA changes in place keeps it.
 */
const AXE_SCRIPT = `${axeCore.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

type AxeWindow = typeof window & { axe?: typeof axeCore };

/** Runs axe once on the page's document (one run in the page, no merge in a blank page), violations only. */
async function axeViolations(page: Page, options: RunOptions): Promise<Violation[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')))
    await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async (runOptions) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core is not in the page');
    // Only the violations cross back: the passes and inapplicable rules are what they were, unread.
    return (await axe.run(document, runOptions)).violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        html: node.html,
        failureSummary: node.failureSummary,
      })),
    }));
  }, options);
}

/**
 * Runs axe (WCAG 2.1 A/AA) on what `page` shows now and fails on any serious or critical violation.
 * `label` names the screen in the failure message (the screenshot's name where there is one).
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  await transitionsSettled(page);
  // One run in the page, as @axe-core/playwright's legacy mode: its default opens a blank page,
  // injects axe-core into it and merges the frames' partial results there, for cross-origin iframes,
  // which the SPA has none of; that merge was half of each check's time (issue 30, bench/RESULTS.md).
  const violations = await axeViolations(page, {
    runOnly: { type: 'tag', values: [...AXE_TAGS] },
    rules: ruleSwitches(),
    // Only violations are read: axe keeps one node per passed or inapplicable rule instead of every
    // node it looked at (the same rules run, the same violations come back; issue 30).
    resultTypes: ['violations'],
  });
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  // Compared as text, so a failure prints the readable list rather than axe's raw objects.
  expect(describeViolations(failing), `axe on '${label}' at ${viewportOf(page)}`).toBe('');
}

/**
 * Every page names itself in the tab ('Kursy - Kursownik'), has exactly one h1 and one `main` landmark
 * (WCAG 2.4.2, 1.3.1): axe's WCAG rules check none of these.
 */
export async function expectPageStructure(page: Page, label: string) {
  await expect(page, `title of '${label}'`).toHaveTitle(/^.+ - Kursownik$/);
  await expect(page.locator('h1'), `h1 of '${label}'`).toHaveCount(1);
  // By tag and role, not getByRole: an open dialog hides the page behind it from the accessibility tree.
  await expect(page.locator('main, [role="main"]'), `main landmark of '${label}'`).toHaveCount(1);
}

/**
 * Waits for running CSS transitions and finite animations to end (a dialog's fade, a tooltip's grow):
 * axe measures colours as painted, and a half-faded text reads as low contrast; a screenshot taken
 * mid-fade shows a closing menu over the page. Endless ones (spinners, skeletons) are left running.
 */
export async function transitionsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

function viewportOf(page: Page) {
  const size = page.viewportSize();
  return size ? `${size.width}x${size.height}` : 'unknown size';
}

/**
 * What every screen of a journey must pass: axe, a title naming the page, one h1, one main, and
 * nothing sticking out sideways (e2e/support/overflow.ts).
 */
export async function expectAccessibleScreen(page: Page, label: string) {
  await expectPageStructure(page, label);
  await expectNoAxeViolations(page, label);
  await expectNoHorizontalOverflow(page, label);
}
