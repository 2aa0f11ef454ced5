import type { Locator, Page } from '@playwright/test';

/**
 * How many of `rows` a person sees whole: inside the viewport top to bottom, and not under anything drawn over them
 * (a sticky header) at their top and bottom edges.
 */
export const rowsInView = (rows: Locator): Promise<number> =>
  rows.evaluateAll(
    (elements) =>
      elements.filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
        const x = box.left + Math.min(box.width / 2, 40);
        return [box.top + 2, box.bottom - 2].every((y) => {
          const seen = document.elementFromPoint(x, y);
          return seen !== null && el.contains(seen);
        });
      }).length,
  );

/** The elements between `locator` and the page that scroll their own content vertically (none: one page scroll). */
export const innerScrollers = (locator: Locator): Promise<string[]> =>
  locator.evaluate((el) => {
    const found: string[] = [];
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) found.push(`${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
    }
    return found;
  });

/** Whether the element is on screen and not under anything else, at its middle. */
export const isUncovered = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return seen !== null && el.contains(seen);
  });

/** Scrolls the page by `dy` pixels and waits for the scroll to land. */
export async function scrollPageBy(page: Page, dy: number) {
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), dy);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
