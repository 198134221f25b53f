import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiPut, PLAN_NAME } from './plan-invitations';

/**
 * Gives the signed-in user a plan and money in it the way a user does (decision 0288: a distribution or a purchase is
 * checked against what the plan holds): the plan's details (a draft of the plan step only, so the user's name and
 * what support searches for stay the sign-in's), then deposits recorded in the contribution ledger today.
 */
export async function seedPlanHoldings(page: Page, deposits: Array<[source: string, dollars: number]>): Promise<void> {
  expect(await apiPut(page, '/checkout/steps/planDetails?draft=true', { plan_name: PLAN_NAME })).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  for (const [source, amount] of deposits) {
    const body = { source, amount, deposit_date: today, tax_year: Number(today.slice(0, 4)) };
    expect(await apiPut(page, '/contributions', body, 'POST')).toBe(201);
  }
}
