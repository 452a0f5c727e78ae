import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { describeProblems, isAllowed, type BrowserProblem } from './browser-problems';

export { expect };
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
  Response,
} from '@playwright/test';

/** Lets a journey accept the browser errors it causes on purpose (a stopped server, an offline phone). */
export interface BrowserErrors {
  /**
   * Accepts console errors and uncaught errors whose text matches `pattern`, for this test only. Keep the
   * pattern narrow (the failed address, the exact message) and say why next to the call. CSP violations
   * can never be allowed: the policy and the SPA must agree.
   */
  allow(pattern: RegExp): void;
}

const CSP_BINDING = '__kursownikCspViolation';

/**
 * Every journey fails on a CSP violation, an uncaught error or a console.error in any page it opens:
 * the test's own page, and pages of contexts it makes with browser.newContext()/newPage() (watched by
 * wrapping those two calls for the duration of the test). Problems are listed when the test ends, after
 * its own assertions, so a journey that already failed shows its own failure first.
 */
export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ context, browser }, use, testInfo) => {
      const problems: BrowserProblem[] = [];
      const pages: Page[] = [];
      const allowed: RegExp[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watch = async (watchedContext: BrowserContext) => {
        if (watched.has(watchedContext)) return;
        watched.add(watchedContext);
        await watchContext(watchedContext, problems, pages);
      };
      await watch(context);
      const restore = wrapBrowser(browser, watch);
      try {
        await use({ allow: (pattern) => allowed.push(pattern) });
      } finally {
        restore();
      }
      await settle(pages);
      const unexpected = problems.filter((problem) => !isAllowed(problem, allowed));
      // CI keeps only the printed output: a failed journey says where its pages were and what they showed.
      if (testInfo.status !== 'passed' && testInfo.status !== testInfo.expectedStatus) {
        throw new Error(await describeFailure(pages, unexpected));
      }
      // A test that already failed keeps its own error first; `test.fail()` tests still get this one.
      if (unexpected.length > 0 && testInfo.status === 'passed') {
        throw new Error(
          `The browser reported ${unexpected.length} problem(s):\n${describeProblems(unexpected)}`,
        );
      }
    },
    { auto: true },
  ],
});

/** Listens to every page of a context, now and later, and to CSP violations reported by its documents. */
async function watchContext(
  context: BrowserContext,
  problems: BrowserProblem[],
  pages: Page[],
): Promise<void> {
  // The DOM event carries the blocked address and directive; the console line alone may not.
  await context.exposeBinding(CSP_BINDING, ({ page }, text: string) => {
    problems.push({ kind: 'csp', text, url: page?.url() ?? '' });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_BINDING);
  const watchPage = (page: Page) => {
    pages.push(page);
    // A form with unsaved input asks before its page unloads (src/ui/form/leave-guard.tsx): a journey
    // that reloads or goes on by address leaves, as a user answering the browser's question would.
    // Other dialogs are dismissed, as Playwright does when nobody listens.
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
    page.on('pageerror', (error) =>
      problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: page.url() }),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const location = message.location().url;
      problems.push({ kind: 'console', text: message.text(), url: location || page.url() });
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/**
 * Lets each open page run the tasks it has queued (a violation event fires after the blocked load), so
 * what happened in a journey's last step is counted. Bounded: a page stuck loading from a stopped
 * server must not hold the test.
 */
async function settle(pages: readonly Page[]): Promise<void> {
  const open = pages.filter((page) => !page.isClosed());
  const flushed = Promise.all(
    open.map((page) =>
      page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).catch(() => undefined),
    ),
  );
  await Promise.race([flushed, new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref())]);
}

const SNAPSHOT_CHARS = 4_000;

/** Each open page's address and accessibility tree (shortened), and the browser problems seen. */
async function describeFailure(pages: readonly Page[], problems: readonly BrowserProblem[]): Promise<string> {
  const parts = await Promise.all(
    pages
      .filter((page) => !page.isClosed())
      .map(async (page) => {
        const tree = await page
          .locator('body')
          .ariaSnapshot({ timeout: 2_000 })
          .catch((error: unknown) => `(no snapshot: ${String(error)})`);
        const shown = tree.length > SNAPSHOT_CHARS ? `${tree.slice(0, SNAPSHOT_CHARS)}\n…` : tree;
        return `Page ${page.url()}:\n${shown}`;
      }),
  );
  if (problems.length > 0) parts.push(`Browser problems:\n${describeProblems(problems)}`);
  return `State of the journey's pages when it failed:\n${parts.join('\n\n')}`;
}

/** Makes browser.newContext/newPage watch what they create; returns the undo. */
function wrapBrowser(browser: Browser, watch: (context: BrowserContext) => Promise<void>): () => void {
  const newContext = browser.newContext;
  const newPage = browser.newPage;
  browser.newContext = async (...args) => {
    const created = await newContext.apply(browser, args);
    await watch(created);
    return created;
  };
  // newPage makes its context itself; the context is watched before the page opens anything.
  browser.newPage = async (...args) => {
    const page = await newPage.apply(browser, args);
    await watch(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}
