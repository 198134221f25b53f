import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, signIn } from './support/app-driver';

let browser: Browser;
let user: IsolatedPage;

beforeAll(async () => {
  browser = await connectBrowser();
  user = await openIsolatedPage(browser);
  await signIn(user.page, uniqueEmail('messages'));
});
afterAll(async () => {
  await user?.context.close();
  await browser?.close();
});

describe('a message shown on blur moves nothing below it (the message line is kept, src/ui/kit/kit.css)', () => {
  test.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('at $width px: the Continue button and the next row stay where the pointer found them', async (viewport) => {
    const { page } = user;
    await page.setViewportSize(viewport);
    await page.goto('/checkout');
    // First visit: the role question; afterwards the checkout resumes at Personal Details.
    const owner = page.getByRole('button', { name: /I am the plan owner/ });
    const personal = page.getByRole('heading', { name: 'Personal Details', level: 1 });
    await owner.or(personal).first().waitFor();
    if (await owner.isVisible()) await owner.click();
    await expectHeading(page, 'Personal Details');
    const firstName = page.getByLabel('First name', { exact: true });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    const below = page.getByLabel('Street address', { exact: true });
    await firstName.fill('Ada');
    await firstName.fill('');
    await continueButton.scrollIntoViewIfNeeded();
    const before = { button: await continueButton.boundingBox(), below: await below.boundingBox() };
    // The pointer rests on the button; leaving the field (as pressing the button does) shows its message.
    await page.mouse.move(before.button!.x + before.button!.width / 2, before.button!.y + before.button!.height / 2);
    await firstName.blur();
    const message = page.getByText('First name is required', { exact: true });
    await expect.poll(() => message.isVisible(), { timeout: 10_000 }).toBe(true);
    const after = { button: await continueButton.boundingBox(), below: await below.boundingBox() };
    // Sub-pixel rounding aside (a message line pushing things down moves them by about 21 px).
    expect(Math.abs(after.button!.y - before.button!.y)).toBeLessThan(1);
    expect(Math.abs(after.below!.y - before.below!.y)).toBeLessThan(1);
    // The button under the pointer is still the one that gets the click.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, {
      x: after.button!.x + after.button!.width / 2,
      y: after.button!.y + after.button!.height / 2,
    });
    expect(hit).toBe('Continue');
    await firstName.fill('Ada');
  });
});
