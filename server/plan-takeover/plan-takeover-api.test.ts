import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { pdfText } from '../plan-documents/pdf-test-kit';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { invitationToken } from '../invitations/invitation-test-kit';

/**
 * Bringing a plan from elsewhere (decisions 0343, 0344) on both databases: the checkout's existing path (its rules and
 * the takeover fee), the documents with the original effective date and number, the opening balances (once; in the
 * balances and tax accounts), the prior 5500-EZ filings (filed; the next year's beginning-of-year assets).
 */
const legs = await databaseLegs();
const NOW = new Date('2026-11-22T10:00:00Z');
const CARD = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };
const EXISTING = { plan_origin: 'existing', plan_effective_date: '2015-03-01', plan_number: '002' };

async function saveSteps(client: TestClient, plan: Record<string, unknown>): Promise<void> {
  const steps = ownerSteps();
  for (const [step, body] of Object.entries({ ...steps, planDetails: { ...steps.planDetails, ...plan } })) {
    const saved = await client.put(`/checkout/steps/${step}`, body);
    expect(saved.status, `${step}: ${saved.text}`).toBe(200);
  }
}

describe.each(legs)('plan takeover on $name', (leg) => {
  let t: TestApp;
  let owner: TestClient;
  let fresh: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => NOW });
    owner = await t.signIn('takeover-owner@example.com');
    fresh = await t.signIn('fresh-owner@example.com');
    await saveSteps(owner, EXISTING);
    await saveSteps(fresh, {});
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('the plan step of an existing plan needs the original effective date and a plan number from 001 to 500', async () => {
    const plan = { ...ownerSteps().planDetails, plan_origin: 'existing' };
    const missing = await owner.put('/checkout/steps/planDetails', plan);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      plan_effective_date: ['Original effective date is required'],
      plan_number: ['Plan number is required'],
    });
    const bad = await owner.put('/checkout/steps/planDetails', {
      ...plan,
      plan_effective_date: '2026-11-23',
      plan_number: '501',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      plan_effective_date: ['Original effective date must be in the past'],
      plan_number: ['Plan number must be three digits from 001 to 500'],
    });
    const origin = await owner.put('/checkout/steps/planDetails', { ...plan, ...EXISTING, plan_origin: 'transfer' });
    expect(origin.body.fields).toEqual({ plan_origin: ['Choose a new plan or a plan you already have'] });
    expect((await owner.put('/checkout/steps/planDetails', { ...plan, ...EXISTING })).status).toBe(200);
  });

  test('the invoice of an existing plan charges the takeover fee in place of the setup fee; a new plan the setup fee', async () => {
    const invoice = (await owner.post('/invoices')).body;
    expect(invoice.lines.map((l: { code: string; amount: number }) => [l.code, l.amount])).toEqual([
      ['plan_fee', 300],
      ['plan_takeover_fee', 250],
      ['plan_doc_generation', 200],
    ]);
    expect(invoice.total).toBe(750);
    const other = (await fresh.post('/invoices')).body;
    expect(other.lines.map((l: { code: string }) => l.code)).toEqual(['plan_fee', 'setup_fee', 'plan_doc_generation']);
    expect(other.total).toBe(550);
    expect((await owner.get('/config')).body.plan_takeover_fee ?? 250).toBe(250);
  });

  test('the paid plan documents print the original effective date and plan number; the template is no first return', async () => {
    const invoice = (await owner.post('/invoices')).body;
    const paid = await owner.post(`/invoices/${invoice.id}/payments`, CARD, { headers: { 'idempotency-key': 'takeover-pay-1' } });
    expect(paid.status).toBe(201);
    const listed = (await owner.get('/checkout/documents')).body as Array<{ kind: string; downloadPath: string }>;
    const texts: Record<string, string> = {};
    for (const doc of listed) {
      const url = (await owner.get(doc.downloadPath)).body.url as string;
      texts[doc.kind] = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, ' ');
    }
    expect(texts.adoption_agreement).toContain('Effective date Mar 1, 2015');
    expect(texts.adoption_agreement).toContain('Plan number 002');
    expect(texts.adoption_agreement).toContain('First plan year Jan 1, 2026 to Dec 31, 2026');
    expect(texts.form_5500_ez).toContain('1b Three-digit plan number (PN) 002');
    expect(texts.form_5500_ez).toContain('1c Date plan first became effective Mar 1, 2015');
    expect(texts.form_5500_ez).toContain('First return No');
    expect(texts.form_5500_ez).toContain('Plan year beginning Jan 1, 2026');
  });

  test('opening balances: bad values are refused with their messages, nothing is kept', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ pre_tax_cents: 100 }, { as_of: ['Takeover date is required'] }],
      [{ as_of: '2026-11-23', pre_tax_cents: 100 }, { as_of: ['Takeover date can not be in the future'] }],
      [{ as_of: '2015-02-28', pre_tax_cents: 100 }, { as_of: ['Takeover date can not be before the original effective date'] }],
      [{ as_of: '2026-01-01', pre_tax_cents: -1 }, { pre_tax_cents: ['Amount must be a whole number of cents, $0.00 or more'] }],
      [
        { as_of: '2026-01-01', pre_tax_cents: 10.5 },
        { pre_tax_cents: ['Amount must be a whole number of cents, $0.00 or more'] },
      ],
      [{ as_of: '2026-01-01' }, { pre_tax_cents: ['Enter at least one opening balance'] }],
      [
        { as_of: '2026-01-01', roth_cents: 1000, roth_basis_cents: 1001, roth_first_year: 2016 },
        { roth_basis_cents: ['Roth basis can not be more than the Roth balance of $10.00'] },
      ],
      [
        { as_of: '2026-01-01', roth_cents: 1000 },
        { roth_first_year: ['The year of the first Roth contribution is required for Roth money'] },
      ],
      [
        { as_of: '2026-01-01', roth_cents: 1000, roth_first_year: 2005 },
        { roth_first_year: ['The first Roth year must be from 2006 to 2026'] },
      ],
      [
        { as_of: '2026-01-01', after_tax_cents: 500, after_tax_basis_cents: 501 },
        { after_tax_basis_cents: ['After-tax basis can not be more than the After Tax balance of $5.00'] },
      ],
    ];
    for (const [body, fields] of cases) {
      const r = await owner.post('/plan-takeover/opening-balances', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields).toEqual(fields);
    }
    const hostile = await owner.post('/plan-takeover/opening-balances', { as_of: { $gt: '' }, pre_tax_cents: 'lots' });
    expect(hostile.status).toBe(400);
    expect((await owner.get('/plan-takeover')).body.opening_balances).toBeNull();
  });

  test('opening balances enter once and are in the balance, the tax accounts and the first Roth year', async () => {
    const body = {
      as_of: '2026-01-01',
      pre_tax_cents: 5_000_000,
      roth_cents: 2_000_000,
      roth_basis_cents: 1_500_000,
      roth_first_year: 2016,
      after_tax_cents: 300_000,
      after_tax_basis_cents: 250_000,
    };
    const made = await owner.post('/plan-takeover/opening-balances', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...body, total_cents: 7_300_000 });
    const again = await owner.post('/plan-takeover/opening-balances', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Opening balances are already recorded');
    const accounts = (await owner.get('/roth-conversions')).body;
    expect(accounts.roth).toMatchObject({
      balance_cents: 2_000_000,
      basis_cents: 1_500_000,
      earnings_cents: 500_000,
      first_year: 2016,
    });
    expect(accounts.after_tax).toMatchObject({ balance_cents: 300_000, basis_cents: 250_000, earnings_cents: 50_000 });
    expect(accounts.pre_tax_cents).toBe(5_000_000);
    const status = (await owner.get('/plan-takeover')).body;
    expect(status).toMatchObject({
      applies: true,
      owner: true,
      effective_date: '2015-03-01',
      plan_number: '002',
      done: 1,
      total: 4,
    });
    expect(status.summary).toBe('Bring your plan: 1 of 4 done');
  });

  test("without a prior filing, the takeover year's beginning-of-year assets are the opening balances", async () => {
    const other = await t.signIn('takeover-other@example.com');
    await saveSteps(other, EXISTING);
    const made = await other.post('/plan-takeover/opening-balances', { as_of: '2026-01-01', profit_sharing_cents: 4_200_000 });
    expect(made.status).toBe(201);
    const generated = await other.post('/form-5500-ez/2026/document');
    expect(generated.status).toBe(201);
    const url = (await other.get(generated.body.download_path)).body.url as string;
    const text = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('6a(1) Total plan assets, beginning of year $42,000.00');
  });

  test("a joined spouse records their own opening balances in the owner's plan; the plan's filings stay the owner's", async () => {
    expect((await owner.post('/invitations', { email: 'takeover-spouse@example.com' })).status).toBe(201);
    const spouse = await t.signIn('takeover-spouse@example.com');
    expect((await spouse.post('/invitations/accept', { token: invitationToken(t, 'takeover-spouse@example.com') })).status).toBe(
      200,
    );
    const before = (await spouse.get('/plan-takeover')).body;
    expect(before).toMatchObject({ applies: true, owner: false, plan_number: '002', opening_balances: null });
    const made = await spouse.post('/plan-takeover/opening-balances', { as_of: '2026-01-01', pre_tax_cents: 900_000 });
    expect(made.status).toBe(201);
    expect((await spouse.get('/roth-conversions')).body.pre_tax_cents).toBe(900_000);
    // The owner's own balances are untouched by the spouse's.
    expect((await owner.get('/plan-takeover')).body.opening_balances.total_cents).toBe(7_300_000);
    const filing = await spouse.post('/plan-takeover/prior-filings', {
      plan_year: 2024,
      filed_on: '2025-05-01',
      year_end_assets_cents: 1,
    });
    expect(filing.status).toBe(409);
    expect(filing.body.message).toBe("Only the plan's owner records the plan's prior filings");
  });

  test('a plan set up here has no opening balances or prior filings to record', async () => {
    const r = await fresh.post('/plan-takeover/opening-balances', { as_of: '2026-01-01', pre_tax_cents: 100 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This plan was set up here, not brought from elsewhere');
    expect((await fresh.get('/plan-takeover')).body).toMatchObject({ applies: false, opening_balances: null });
  });

  test('the three prior plan documents filed under their fixed names count as done', async () => {
    const folder = (await owner.post('/folders', { name: 'Prior plan documents' })).body.id;
    for (const name of ['Prior adoption agreement.pdf', 'Trust document.pdf', 'IRS EIN letter.pdf'])
      expect((await uploadFile(owner, '/documents', { bytes: pdfBytes(), name }, { folder_id: folder })).status).toBe(201);
    const status = (await owner.get('/plan-takeover')).body;
    expect(status.documents.every((d: { document_id: string | null }) => d.document_id !== null)).toBe(true);
    expect(status.summary).toBe('Bring your plan: all done');
  });

  test("prior filings: the year shows as filed and its year-end assets are the next year's beginning-of-year assets", async () => {
    const bad = await owner.post('/plan-takeover/prior-filings', {
      plan_year: 2026,
      filed_on: '2026-05-01',
      year_end_assets_cents: -5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      plan_year: ['Plan year must be from 2015 to 2025'],
      filed_on: ['Filed date must be after the plan year'],
      year_end_assets_cents: ['Year-end assets must be a whole number of cents, $0.00 or more'],
    });
    const made = await owner.post('/plan-takeover/prior-filings', {
      plan_year: 2025,
      filed_on: '2026-06-30',
      year_end_assets_cents: 7_250_000,
    });
    expect(made.status).toBe(201);
    expect((await owner.get('/form-5500-ez/2025')).body.filing).toMatchObject({ filed: true, filed_on: '2026-06-30' });
    expect((await owner.get('/plan-takeover')).body.prior_filings).toEqual([
      { plan_year: 2025, filed_on: '2026-06-30', year_end_assets_cents: 7_250_000 },
    ]);
    const generated = await owner.post('/form-5500-ez/2026/document');
    expect(generated.status).toBe(201);
    const url = (await owner.get(generated.body.download_path)).body.url as string;
    const text = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('6a(1) Total plan assets, beginning of year $72,500.00');
    expect(text).toContain('1c Date plan first became effective Mar 1, 2015');
    expect(text).toContain('First return No');
    const refused = await fresh.post('/plan-takeover/prior-filings', {
      plan_year: 2025,
      filed_on: '2026-06-30',
      year_end_assets_cents: 1,
    });
    expect(refused.status).toBe(409);
  });
});
