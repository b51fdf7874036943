// axe-core run in the page as it is now: its violations, one readable block each (a11y.e2e.ts and the
// screens that only a game in a given state shows, board.e2e.ts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

type AxeNode = { target: string[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };
declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

/** axe's violations on the page as it is now, one readable block per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page's CSP refuses an injected <script> (addScriptTag); evaluating the source through the
  // DevTools protocol is not subject to it.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 3)
        .map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`)
        .join('\n')}${v.nodes.length > 3 ? `\n    … and ${v.nodes.length - 3} more` : ''}`,
  );
}
