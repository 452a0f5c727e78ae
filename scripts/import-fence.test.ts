import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import fence of eslint.config.js (STYLE.md, issue 33): a feature reaches another feature only
// through src/app, whether it imports it statically or lazily. Linted as if the text were that file.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

const CROSS_FEATURE = 'A feature must not import another feature; compose them in src/app (a slot).';

describe('the feature import fence', () => {
  it('refuses a static and a dynamic import of another feature, in code and in tests', async () => {
    const staticImport =
      "export { SettlementPanel } from '@/features/settlement/components/settlement-panel';";
    const dynamicImport =
      "export const load = () => import('@/features/settlement/components/settlement-panel');";
    // no-restricted-imports says which import before the message.
    expect(await messagesOf('src/features/courses/a.tsx', staticImport)).toEqual([
      expect.stringContaining(CROSS_FEATURE),
    ]);
    expect(await messagesOf('src/features/courses/a.tsx', dynamicImport)).toEqual([CROSS_FEATURE]);
    expect(await messagesOf('src/features/courses/a.test.tsx', dynamicImport)).toEqual([CROSS_FEATURE]);
  });

  it("refuses a feature's folder entry too: there are no public entries", async () => {
    const entry = "export { LocomotiveDialog } from '@/features/locomotives';";
    expect(await messagesOf('src/features/course-form/a.tsx', entry)).toEqual([
      expect.stringContaining(CROSS_FEATURE),
    ]);
  });

  it('refuses a dynamic import of the app layer or out of the feature by a relative path', async () => {
    expect(
      await messagesOf('src/features/courses/a.ts', "export const l = () => import('@/app/router');"),
    ).toEqual(['Features must not import the app layer.']);
    expect(
      await messagesOf(
        'src/features/courses/components/a.ts',
        "export const l = () => import('../../settlement/a');",
      ),
    ).toEqual(['Leave the feature folder through an alias (@/ui, @/api, @domain).']);
  });

  it('lets a feature load its own code lazily and the app compose any feature', async () => {
    const own = "export const load = () => import('@/features/courses/components/filter-drawer');";
    const other = "export const load = () => import('@/features/settlement/components/settlement-panel');";
    expect(await messagesOf('src/features/courses/a.tsx', own)).toEqual([]);
    expect(await messagesOf('src/app/routes/a.tsx', other)).toEqual([]);
  });

  it("keeps the local clock fence on a feature's code beside the dynamic import rule", async () => {
    const clock = 'export const hour = new Date().getHours();';
    expect(await messagesOf('src/features/courses/a.ts', clock)).toEqual([
      "Local clock: show dates with domain/dates.ts (Polish time whatever the browser's zone).",
    ]);
  });
});
