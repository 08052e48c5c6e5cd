import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core on the page as the browser built it (computed colours, the accessibility tree): its
// source is evaluated through the DevTools protocol, not an inline <script>, which the CSP refuses.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string; any?: { data?: { messageKey?: string } }[] }[];
}

/**
 * Text painted in its own background's colour (a 1:1 ratio). axe files it under `incomplete`, not
 * `violations` (it cannot tell a blank bar from text hidden on purpose), so a link drawn as a
 * filled button whose label took the link colour passed every check while it read as a blank bar.
 * On these pages no text is hidden that way, so such a node counts as the colour-contrast failure it is.
 */
const invisibleText = (incomplete: Violation[]): Violation[] =>
  incomplete.flatMap((v) => {
    if (v.id !== 'color-contrast') return [];
    const nodes = v.nodes.filter((n) => n.any?.some((a) => a.data?.messageKey === 'equalRatio'));
    return nodes.length
      ? [{ ...v, impact: 'serious', help: `${v.help} (text in its background's colour)`, nodes }]
      : [];
  });

const oneLine = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help} at ${v.nodes
    .slice(0, 3)
    .map((n) => n.html.slice(0, 120))
    .join(' | ')}`;

// the long form names each node's selector and why it fails, for a page audited alone where a
// failure has to be fixable from the test's output
const inFull = (v: Violation) =>
  [
    `${v.id} (${v.impact}): ${v.help}`,
    `  ${v.helpUrl}`,
    ...v.nodes
      .slice(0, 5)
      .flatMap((n) => [
        `  - ${n.target.join(' ')}`,
        `    ${n.html.slice(0, 200)}`,
        ...(n.failureSummary ?? '').split('\n').map((l) => `    ${l}`),
      ]),
    ...(v.nodes.length > 5 ? [`  … and ${v.nodes.length - 5} more`] : []),
  ].join('\n');

/**
 * The serious and critical violations on the page, one line each with its first nodes, or with
 * `full` each with its help page, selectors and failure summaries.
 */
export async function seriousViolations(page: Page, options: { full?: boolean } = {}): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[]; incomplete: Violation[] }> };
      }
    ).axe;
    // colour contrast is among the rules run (axe's default set, nothing disabled)
    return await axe.run(document, { resultTypes: ['violations', 'incomplete'] });
  });
  return [...violations.violations, ...invisibleText(violations.incomplete)]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(options.full ? inFull : oneLine);
}

/** The two screens every page is checked on: a phone and a desktop. */
export const SCREENS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** How long a page may take to settle into its screen after it is ready (late styles, a loaded machine). */
const SETTLE_MS = 5_000;

/**
 * What is wider than the screen at each size, after reloading the page there, waiting for `ready`
 * and letting it settle: each entry names the page's width and the element that reaches furthest.
 */
export async function tooWide(page: Page, ready: () => Promise<unknown>): Promise<string[]> {
  const wide: string[] = [];
  for (const s of SCREENS) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.reload();
    await ready();
    await page.waitForLoadState('networkidle');
    const measure = () => page.evaluate(() => document.documentElement.scrollWidth);
    let width = await measure();
    for (const until = Date.now() + SETTLE_MS; width > s.width && Date.now() < until; width = await measure())
      await page.waitForTimeout(250);
    if (width <= s.width) continue;
    const culprit = await page.evaluate((screen) => {
      let worst: { name: string; right: number } | undefined;
      for (const el of document.body.querySelectorAll('*')) {
        const right = el.getBoundingClientRect().right;
        if (right > screen && (!worst || right >= worst.right)) {
          const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
          worst = { name: `${el.tagName.toLowerCase()}${cls} "${(el.textContent ?? '').slice(0, 40)}"`, right };
        }
      }
      return worst?.name ?? 'nothing found';
    }, s.width);
    wide.push(`${s.width} px screen: ${width} px (${culprit})`);
  }
  return wide;
}
