import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';

/** The phone the product is checked at (issue 28): 390 by 844 CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const;
/** The desktop width the journeys run at. */
export const DESKTOP = { width: 1280, height: 800 } as const;

/** What overflows the viewport: the document's extra width, and each visible control cut off at the right or hidden by a clipping ancestor. */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll > width + 1) problems.push(`the page is ${scroll} px wide in a ${width} px viewport`);
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"]');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // A visually hidden control (sr-only, a styled file input) is not a clipped one.
      if (box.width <= 2 && box.height <= 2) continue;
      const label = (control as HTMLInputElement).labels?.[0]?.textContent;
      const name = (
        control.getAttribute('aria-label') ||
        label ||
        control.textContent ||
        control.getAttribute('name') ||
        control.id ||
        control.tagName
      )
        .trim()
        .slice(0, 40);
      if (box.right > width + 1 || box.left < -1) {
        problems.push(`"${name}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
        continue;
      }
      // A scrolling container (a table scroller, a dialog) may hold controls out of view: they are reachable, not clipped.
      for (let parent = control.parentElement; parent !== null; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent);
        if (overflow.overflowX === 'auto' || overflow.overflowX === 'scroll') break;
        if (overflow.overflowX !== 'hidden' && overflow.overflowX !== 'clip') continue;
        const frame = parent.getBoundingClientRect();
        // A visually hidden wrapper (React Aria's checkbox and radio inputs) hides its control on purpose.
        if (frame.width <= 2 && frame.height <= 2) break;
        if (box.right > frame.right + 1 || box.left < frame.left - 1)
          problems.push(`"${name}" is cut off by its container (${parent.tagName.toLowerCase()}.${parent.className})`);
        break;
      }
    }
    return problems;
  });
}

/**
 * Sets the phone viewport, waits until the page fits it (no sideways scrolling, no control cut off) and axe reports no
 * serious or critical violation, then goes back to the desktop width. Polls: the layout settles after the resize.
 */
export async function expectFitsPhone(page: Page, where: string): Promise<void> {
  await page.setViewportSize(PHONE);
  try {
    await expect.poll(() => overflowOf(page), { timeout: 10_000, message: `${where} at 390 px` }).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${where} (phone)`);
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}
