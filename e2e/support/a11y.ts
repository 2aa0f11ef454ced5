import { appendFileSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the product promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);
/** Every check's counts, one JSON line each, for the before/after figures (the runner's output folder). */
const resultsFile = '.artifacts/a11y/results.jsonl';

interface A11yOptions {
  /**
   * CSS selectors left out of the check. Keep each one narrow and say at the call why it is left out: a
   * whole page or panel excluded hides every later regression in it.
   */
  exclude?: string[];
}

/**
 * Runs axe-core over the page as it is now and fails (softly: the journey goes on, the test fails) on any serious
 * or critical WCAG 2.1 AA violation, listing rule, impact, element and help for each.
 * `label` names the page and state; the viewport width is added.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, { exclude = [] }: A11yOptions = {}) {
  const name = `${label} @${page.viewportSize()?.width ?? '?'}px`;
  await test.step(`a11y: ${name}`, async () => {
    // Finite animations (drawers, tabs, toasts fading in) end first: a half-faded element fails contrast falsely.
    // A toast may start just after the others end (a notification raised by a reply), so wait until the page
    // stays still for a moment, not only for the animations running when the check begins. A page that never
    // stays still (a progress bar moving with a run) is checked after 2 s: the journey waits on the page after.
    await page.evaluate(async () => {
      const finite = () => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity && a.playState !== 'finished');
      const deadline = Date.now() + 2_000;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      while (Date.now() < deadline) {
        await Promise.race([Promise.all(finite().map((a) => a.finished.catch(() => undefined))), pause(Math.max(0, deadline - Date.now()))]);
        await pause(150);
        if (finite().length === 0) return;
      }
    });
    const builder = exclude.reduce((axe, selector) => axe.exclude(selector), new AxeBuilder({ page }).withTags(wcagTags));
    const { violations } = await builder.analyze();
    const failing = violations.filter((v) => failingImpacts.has(v.impact ?? ''));
    // The summary says what is wrong with this element (for contrast: the two colours and the ratio).
    const listed = failing.flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) ${node.target.join(' ')}: ${v.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
    mkdirSync('.artifacts/a11y', { recursive: true });
    appendFileSync(
      resultsFile,
      `${JSON.stringify({
        label: name,
        serious: failing.filter((v) => v.impact === 'serious').reduce((n, v) => n + v.nodes.length, 0),
        critical: failing.filter((v) => v.impact === 'critical').reduce((n, v) => n + v.nodes.length, 0),
        rules: failing.map((v) => `${v.id}×${v.nodes.length}`),
        nodes: listed,
      })}\n`,
    );
    expect.soft(listed, `serious or critical accessibility violations on ${name}`).toEqual([]);
  });
}
