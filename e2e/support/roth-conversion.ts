import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHeading, expectText, expectVisible } from './app-driver';

/**
 * Converts `dollars` of the signed-in user's after-tax money to Roth on the distributions page (decision 0335): the
 * form states the tax of the amount typed (`taxable`, `basis`), the confirmation is accepted, the receipt shows.
 */
export async function convertAfterTaxToRoth(
  page: Page,
  dollars: string,
  expected: { amount: string; basis: string; taxable: string; year: number },
): Promise<void> {
  await page.goto('/distributions');
  await expectHeading(page, 'Distributions');
  const card = page.getByTestId('roth-conversion');
  await expectVisible(page, card.getByRole('heading', { name: 'Convert to Roth in the plan' }));
  await card.getByLabel('Convert from').selectOption('after_tax');
  await card.getByLabel('Amount to convert').fill(dollars);
  await expectText(page, `${expected.basis} of it is already taxed; ${expected.taxable} is taxable in ${expected.year}.`);
  await card.getByRole('button', { name: 'Convert to Roth' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm the conversion' });
  await expectVisible(page, dialog);
  await dialog.getByRole('button', { name: 'Confirm the conversion' }).click();
  await expectVisible(page, page.getByRole('region', { name: 'Converted to Roth' }));
  const list = page.getByRole('table', { name: 'Your Roth conversions' });
  const row = list.locator('tbody tr').first();
  await expectVisible(page, row);
  await expect.poll(() => row.getByText(expected.amount, { exact: true }).count()).toBe(1);
}

/** Finds the conversion's Form 1099-R (code G, box 5 the basis) among the year's tax forms on the contributions page. */
export async function expectConversionForm(
  page: Page,
  year: number,
  expected: { amount: string; basis: string; taxable: string },
): Promise<void> {
  await page.goto('/contributions');
  await expectHeading(page, 'Contributions');
  const yearButton = page.getByRole('group', { name: 'Tax year shown' }).getByRole('button', { name: String(year) });
  await yearButton.click();
  await expect.poll(() => yearButton.getAttribute('aria-pressed')).toBe('true');
  const forms = page.getByRole('table', { name: `Form 1099-R figures for ${year}` });
  const row = forms.locator('tbody tr').filter({ hasText: 'In-plan Roth conversion (no money paid out)' });
  await expectVisible(page, row);
  await expectVisible(page, row.getByText('G (in-plan Roth rollover to the designated Roth account)', { exact: true }));
  await expectVisible(page, row.getByText(expected.amount, { exact: true }));
  await expectVisible(page, row.getByText(expected.taxable, { exact: true }));
  await expectVisible(page, row.getByText(expected.basis, { exact: true }));
}
