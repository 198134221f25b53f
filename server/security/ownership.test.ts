import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LocalBlobStore } from '../blob/local-blob-store';
import { loadContract } from '../http/contract';
import {
  aliceBeneficiaryState,
  aliceDesignation,
  BENEFICIARY_GUARDED,
  BENEFICIARY_OWNERSHIP_CASES,
} from '../beneficiaries/beneficiary-ownership-test-kit';
import {
  aliceRollover,
  aliceRolloverState,
  ROLLOVER_GUARDED,
  ROLLOVER_OWNERSHIP_CASES,
} from '../rollovers/rollover-ownership-test-kit';
import {
  aliceStatement,
  aliceStatementState,
  STATEMENT_GUARDED,
  STATEMENT_OWNERSHIP_CASES,
} from '../statements/statement-ownership-test-kit';
import {
  alicePlanAmendment,
  alicePlanAmendmentState,
  PLAN_AMENDMENT_GUARDED,
  PLAN_AMENDMENT_OWNERSHIP_CASES,
} from '../plan-amendments/plan-amendment-ownership-test-kit';
import {
  alicePlanTakeoverState,
  PLAN_TAKEOVER_GUARDED,
  PLAN_TAKEOVER_OWNERSHIP_CASES,
} from '../plan-takeover/plan-takeover-ownership-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient, TestResponse } from '../test-support/test-client';
import { fetchStatus, pdfBytes, pngDataUrl, uploadFile } from '../library/upload-test-kit';
import { aliceBank, aliceBankState, BANK_GUARDED, BANK_OWNERSHIP_CASES, type BankWorld } from '../bank/bank-ownership-test-kit';
import { giveOwnerAPlan, invitationToken as invitationTokenOf, setCheckoutStep } from '../invitations/invitation-test-kit';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { yearlyDocumentId } from '../contributions/form-5500-ez-document';

/** The first path segments of the object routes this suite guards. */
const GUARDED = new Set<string>([
  ...BANK_GUARDED,
  'library',
  'folders',
  'documents',
  ...BENEFICIARY_GUARDED,
  ...ROLLOVER_GUARDED,
  ...STATEMENT_GUARDED,
  ...PLAN_AMENDMENT_GUARDED,
  ...PLAN_TAKEOVER_GUARDED,
  'downloads',
  'assets',
  'distributions',
  'distribution-settings',
  'excess-deferral-corrections',
  'excess-annual-additions-corrections',
  'roth-conversions',
  'transactions',
  'plan-value',
  'year-end-values',
  'contributions',
  'contribution-summary',
  'contribution-years',
  'form-5500-ez',
  'tax-forms',
  'invitations',
  'plan-membership',
  'loans',
  'support',
  'profile',
  'plan-termination',
]);

/** Every contract operation under the guarded paths: a new route there without a case below fails the suite. */
function guardedOperations(): string[] {
  return [...loadContract().operations.values()]
    .filter((op) => GUARDED.has(op.path.split('/')[1]))
    .map((op) => op.operationId)
    .sort();
}

interface World {
  app: TestApp;
  alice: TestClient;
  bob: TestClient;
  /** Alice's objects (with her bank application's ID photos). */
  a: BankWorld['a'] & {
    folder: string;
    emptyFolder: string;
    doc: string;
    version: string;
    asset: string;
    dist: string;
    downloadUrl: string;
    /** A document Alice removed (restorable). */
    removedDoc: string;
    /** An entry of Alice's contribution ledger. */
    contribution: string;
    /** Alice's pending invitation of Carol, and its link's token. */
    invitation: string;
    invitationToken: string;
    /** Alice's loan application (not signed yet). */
    loan: string;
    /** A repayment row of Alice's loan (written directly: only its owner may reverse it). */
    repayment: string;
    /** Alice's in-plan Roth conversion (written directly: her fixture plan does not allow new ones). */
    conversion: string;
  };
  /** Bob's own objects, used as move targets and for minting. */
  b: { folder: string; doc: string; version: string };
}

type Case = (w: World) => Promise<void>;

function expectNotFound(r: TestResponse): void {
  expect(r.status).toBe(404);
  expect(r.body.error).toBe('not_found');
}

/** The support console's routes answer 403 to anyone without the support role. */
function expectForbidden(r: TestResponse): void {
  expect(r.status).toBe(403);
  expect(r.body.error).toBe('forbidden');
}

function ids(items: Array<{ id: string }>): string[] {
  return items.map((i) => i.id);
}

/** One case per operation: Bob tries it on Alice's objects and must neither see nor change them. */
const cases: Record<string, Case> = {
  ...BANK_OWNERSHIP_CASES,
  ...STATEMENT_OWNERSHIP_CASES,
  ...PLAN_AMENDMENT_OWNERSHIP_CASES,
  getProfilePhone: async ({ bob }) => {
    expect((await bob.get('/profile/phone')).body.phone).not.toBe('(512) 555-0100');
  },
  putProfilePhone: async ({ bob }) => {
    expect((await bob.put('/profile/phone', { phone: '212-555-0199' })).body.phone).toBe('(212) 555-0199');
  },
  getLibrary: async ({ bob, a }) => {
    const lib = (await bob.get('/library')).body;
    const all = [...ids(lib.folders), ...ids(lib.documents), ...ids(lib.versions)];
    expect(all).not.toContain(a.folder);
    expect(all).not.toContain(a.doc);
    expect(all).not.toContain(a.version);
  },
  listDocumentPage: async ({ bob, a }) => {
    expectNotFound(await bob.get('/library/documents', { query: { folder_id: a.folder } }));
    const found = (await bob.get('/library/documents', { query: { q: 'pdf' } })).body;
    expect(ids(found.items)).not.toContain(a.doc);
    expect(ids((await bob.get('/library/documents')).body.items)).not.toContain(a.doc);
  },
  listRemovedDocuments: async ({ bob, a }) => expect(ids((await bob.get('/library/removed')).body)).not.toContain(a.removedDoc),
  restoreDocument: async ({ bob, a }) => {
    expectNotFound(await bob.post(`/documents/${a.removedDoc}/restore`));
    expectNotFound(await bob.post(`/documents/${a.doc}/restore`));
  },
  createFolder: async ({ bob, a }) => {
    const r = await bob.post('/folders', { name: 'Intruder', folder_id: a.folder });
    expect(r.status).toBe(400);
    expect(r.body.fields.folder_id).toEqual(['Folder not found']);
  },
  renameFolder: async ({ bob, a }) => expectNotFound(await bob.patch(`/folders/${a.folder}`, { name: 'Hacked' })),
  removeFolder: async ({ bob, a }) => expectNotFound(await bob.delete(`/folders/${a.emptyFolder}`)),
  moveFolder: async ({ bob, a, b }) => {
    expectNotFound(await bob.post(`/folders/${a.folder}/move`, { folder_id: null }));
    expectNotFound(await bob.post(`/folders/${a.folder}/move`, { folder_id: b.folder }));
    const into = await bob.post(`/folders/${b.folder}/move`, { folder_id: a.folder });
    expect(into.status).toBe(400);
    expect(into.body.fields.folder_id).toEqual(['Folder not found']);
  },
  uploadDocument: async ({ bob, a }) => {
    const r = await uploadFile(bob, '/documents', { bytes: pdfBytes(), name: 'x.pdf' }, { folder_id: a.folder });
    expect(r.status).toBe(400);
    expect(r.body.fields.folder_id).toEqual(['Folder not found']);
  },
  getDocument: async ({ bob, a }) => expectNotFound(await bob.get(`/documents/${a.doc}`)),
  renameDocument: async ({ bob, a }) => expectNotFound(await bob.patch(`/documents/${a.doc}`, { name: 'Hacked' })),
  removeDocument: async ({ bob, a }) => expectNotFound(await bob.delete(`/documents/${a.doc}`)),
  moveDocument: async ({ bob, a, b }) => {
    expectNotFound(await bob.post(`/documents/${a.doc}/move`, { folder_id: b.folder }));
    const into = await bob.post(`/documents/${b.doc}/move`, { folder_id: a.folder });
    expect(into.status).toBe(400);
    expect(into.body.fields.folder_id).toEqual(['Folder not found']);
  },
  listVersions: async ({ bob, a }) => expectNotFound(await bob.get(`/documents/${a.doc}/versions`)),
  uploadVersion: async ({ bob, a }) =>
    expectNotFound(await uploadFile(bob, `/documents/${a.doc}/versions`, { bytes: pdfBytes(), name: 'x.pdf' })),
  getDocumentDownloadUrl: async ({ bob, a, b }) => {
    expectNotFound(await bob.get(`/documents/${a.doc}/download/google-cloud-url`));
    expectNotFound(await bob.get(`/documents/${a.version}/download/google-cloud-url`));
    expectNotFound(await bob.get(`/documents/${a.doc}/download/google-cloud-url`, { query: { id: a.version } }));
    expectNotFound(await bob.get(`/documents/${a.version}/download/google-cloud-url`, { query: { id: a.doc } }));
    // Bob's own document with Alice's version in the query: Bob gets his own newest version, never Alice's.
    const own = await bob.get(`/documents/${b.doc}/download/google-cloud-url`, { query: { id: a.version } });
    expect(own.status).toBe(200);
    expect(own.body.url).toContain(b.version);
    expect(own.body.url).not.toContain(a.version);
  },
  downloadVersion: async ({ app, bob, a, b }) => {
    // A link Bob can mint, re-pointed at Alice's version, is refused: the signature covers the path.
    const own = (await bob.get(`/documents/${b.doc}/download/google-cloud-url`)).body.url as string;
    expect(await fetchStatus(own)).toBe(200);
    expect(await fetchStatus(own.replace(b.version, a.version))).toBe(403);
    expect(await fetchStatus(`${app.origin}${app.prefix}/downloads/${a.version}`)).toBe(403);
    // The bearer token grants nothing on this route: Bob's token does not open Alice's file without a valid signature.
    expect((await bob.get(`/downloads/${a.version}`)).status).toBe(403);
    // A link Alice minted is the capability (decision 0037): it works until it expires, for whoever holds it.
    expect(await fetchStatus(a.downloadUrl)).toBe(200);
  },
  listAssets: async ({ bob, a }) => expect(ids((await bob.get('/assets')).body)).not.toContain(a.asset),
  createAsset: async ({ bob, alice }) => {
    const r = await bob.post('/assets', {
      user_id: alice.userId,
      type: 'real_estate',
      subtype: 'land',
      record_type: 'record',
      purchase_price: 10,
    });
    expect(r.status).toBe(201);
    expect(r.body.asset.user_id).toBe(bob.userId);
    await bob.delete(`/assets/${r.body.asset.id}`);
  },
  getAsset: async ({ bob, a }) => expectNotFound(await bob.get(`/assets/${a.asset}`)),
  editAsset: async ({ bob, a }) => expectNotFound(await bob.patch(`/assets/${a.asset}`, { name: 'Hacked' })),
  removeAsset: async ({ bob, a }) => expectNotFound(await bob.delete(`/assets/${a.asset}`)),
  listAssetTransactions: async ({ bob, a }) => expectNotFound(await bob.get(`/assets/${a.asset}/transactions`)),
  createAssetTransaction: async ({ bob, a }) =>
    expectNotFound(
      await bob.post(`/assets/${a.asset}/transactions`, { record_type: 'purchase', purchase_price: 5, related_party: false }),
    ),
  listAssetValues: async ({ bob, a }) => expectNotFound(await bob.get(`/assets/${a.asset}/values`)),
  createAssetValue: async ({ bob, a }) => {
    expectNotFound(await bob.post(`/assets/${a.asset}/values`, { value: 1, as_of: '2020-01-01' }));
    const own = (await bob.post('/assets', { type: 'crypto', subtype: 'Bitcoin', record_type: 'record', purchase_price: 1 })).body
      .asset.id;
    const cite = await bob.post(`/assets/${own}/values`, { value: 1, as_of: '2020-01-01', document_id: a.doc });
    expect(cite.status).toBe(400);
    expect(cite.body.fields.document_id).toEqual(['Document not found']);
    await bob.delete(`/assets/${own}`);
  },
  listPlanTransactions: async ({ bob, a }) => {
    const list = (await bob.get('/transactions')).body as Array<{ asset_id: string }>;
    expect(list.map((t) => t.asset_id)).not.toContain(a.asset);
  },
  getYearEndValues: async ({ bob, a }) => {
    // Alice's asset is held at the year end with no value: it would be listed (and named missing) if it leaked.
    const mine = ids((await bob.get('/assets')).body);
    const year = Number((await bob.get('/plan-value')).body.as_of.slice(0, 4));
    const values = (await bob.get(`/year-end-values/${year}`)).body as { plan_year: number; assets: Array<{ asset_id: string }> };
    expect(values.plan_year).toBe(year);
    expect(values.assets.map((x) => x.asset_id)).not.toContain(a.asset);
    expect(values.assets.every((x) => mine.includes(x.asset_id))).toBe(true);
  },
  getPlanValue: async ({ bob }) => {
    const mine = (await bob.get('/assets')).body as Array<{ current_value: number }>;
    const value = (await bob.get('/plan-value')).body;
    expect(value.current_value).toBe(mine.reduce((sum, x) => sum + x.current_value, 0));
  },
  listDistributions: async ({ bob, a }) => expect(ids((await bob.get('/distributions')).body)).not.toContain(a.dist),
  getDistributionSettings: async ({ bob }) => {
    // Alice's connected bank account is hers: Bob has no payout account of his own.
    const settings = (await bob.get('/distribution-settings')).body;
    expect(settings).toMatchObject({ married: false, payout_account: null });
  },
  ...BENEFICIARY_OWNERSHIP_CASES,
  ...ROLLOVER_OWNERSHIP_CASES,
  ...PLAN_TAKEOVER_OWNERSHIP_CASES,
  requestDistribution: async ({ bob, a }) => {
    const r = await bob.post('/distributions', { ...HARDSHIP, document_id: a.doc });
    expect(r.status).toBe(400);
    expect(r.body.fields.document_id).toEqual(['Document not found']);
  },
  listRothConversions: async ({ bob, a }) => {
    const view = (await bob.get('/roth-conversions')).body;
    expect(ids(view.conversions)).not.toContain(a.conversion);
    expect(view.after_tax.basis_cents).toBe(0);
  },
  requestRothConversion: async ({ bob, alice }) => {
    // Bob converts only his own money (he has none), whatever he names (decision 0335).
    const named = await bob.post('/roth-conversions', { account: 'after_tax', amount_cents: 100, user_id: alice.userId });
    expect(named.status).toBe(400);
    const own = await bob.post('/roth-conversions', { account: 'after_tax', amount_cents: 100 });
    expect(own.status).toBe(400);
    expect(own.body.fields.amount).toEqual(['The most you can convert from this account is $0.00']);
  },
  requestExcessDeferralCorrection: async ({ bob, alice }) => {
    // Bob's own year is corrected or refused, never Alice's, whatever he names (decision 0299).
    const r = await bob.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 0, user_id: alice.userId });
    expect([r.status, r.body.fields]).toEqual([
      400,
      { tax_year: ['Elective deferrals for 2026 are not over the limit: there is no excess to correct.'] },
    ]);
  },
  requestExcessAnnualAdditionsCorrection: async ({ bob, alice }) => {
    // Bob's own year is corrected or refused, never Alice's, whatever he names (decision 0300).
    const r = await bob.post('/excess-annual-additions-corrections', {
      tax_year: 2026,
      earnings_cents: 0,
      user_id: alice.userId,
    });
    expect([r.status, r.body.fields]).toEqual([
      400,
      { tax_year: ['Contributions for 2026 are within the annual additions limit and pay: there is no excess to correct.'] },
    ]);
  },
  getDistribution: async ({ bob, a }) => expectNotFound(await bob.get(`/distributions/${a.dist}`)),
  withdrawDistribution: async ({ bob, a }) => expectNotFound(await bob.delete(`/distributions/${a.dist}`)),
  recordDistributionRepayment: async ({ bob, a }) =>
    expectNotFound(await bob.post(`/distributions/${a.dist}/repayments`, { amount_cents: 100 })),
  listContributions: async ({ bob, a }) => {
    expect(ids((await bob.get('/contributions')).body)).not.toContain(a.contribution);
    expect(ids((await bob.get('/contributions', { query: { tax_year: '2026' } })).body)).not.toContain(a.contribution);
  },
  recordContribution: async ({ bob, alice }) => {
    const r = await bob.post('/contributions', { ...CONTRIBUTION, user_id: alice.userId });
    expect(r.status).toBe(201);
    expect(r.body.contribution.user_id).toBe(bob.userId);
    await bob.delete(`/contributions/${r.body.contribution.id}`);
  },
  editContribution: async ({ bob, a }) => expectNotFound(await bob.patch(`/contributions/${a.contribution}`, { amount: 1 })),
  removeContribution: async ({ bob, a }) => expectNotFound(await bob.delete(`/contributions/${a.contribution}`)),
  getContributionHistory: async ({ bob, a }) => expectNotFound(await bob.get(`/contributions/${a.contribution}/history`)),
  getContributionSummary: async ({ bob }) => {
    const summary = (await bob.get('/contribution-summary', { query: { tax_year: '2026' } })).body;
    expect(summary.sources.every((s: { total: number }) => s.total === 0)).toBe(true);
  },
  saveContributionYear: async ({ bob }) => {
    const r = await bob.put('/contribution-years/2026', { other_employer_deferrals: 5000, compensation: 1 });
    expect(r.status).toBe(200);
    expect(r.body.other_employer_deferrals).toBe(5000);
  },
  getForm5500EzStatus: async ({ bob }) => {
    const status = (await bob.get('/form-5500-ez/2026')).body;
    expect(status).toMatchObject({ plan_assets: 0, other_plans_assets: 0, final_plan_year: false });
  },
  saveForm5500EzFacts: async ({ bob }) => {
    const r = await bob.put('/form-5500-ez/2026', { other_plans_assets: 300000, final_plan_year: true });
    expect(r.status).toBe(200);
    expect(r.body.required).toBe(true);
  },
  generateForm5500EzDocument: async ({ app, bob, alice }) => {
    // Bob's request files Bob's return in Bob's library; Alice's year has none.
    const r = await bob.post('/form-5500-ez/2026/document');
    expect(r.status).toBe(201);
    expect(r.body.document_id).toBe(yearlyDocumentId(bob.userId as string, 2026));
    expect((await alice.get('/form-5500-ez/2026')).body.document).toBeNull();
    // Bob's PDF goes again, so the store's blob count compares with the state before.
    const store = await LocalBlobStore.open({ dataDir: app.config.dataDir });
    const db = app.database.db;
    const versions = await db.selectFrom('versions').select('blob_key').where('document_id', '=', r.body.document_id).execute();
    await db.deleteFrom('versions').where('document_id', '=', r.body.document_id).execute();
    await db.deleteFrom('documents').where('id', '=', r.body.document_id).execute();
    for (const v of versions) await store.remove(v.blob_key);
  },
  saveForm5500EzFiling: async ({ bob, alice }) => {
    const r = await bob.put('/form-5500-ez/2026/filing', { filed: true, filed_on: '2026-11-01', method: 'paper' });
    expect(r.status).toBe(200);
    expect((await alice.get('/form-5500-ez/2026')).body.filing.filed).toBe(false);
  },
  saveForm5500EzExtension: async ({ bob, alice }) => {
    const r = await bob.put('/form-5500-ez/2026/extension', { filed: true, filed_on: '2026-11-01' });
    expect(r.status).toBe(200);
    expect(r.body.extension).toEqual({ filed: true, filed_on: '2026-11-01' });
    expect((await alice.get('/form-5500-ez/2026')).body.extension).toEqual({ filed: false, filed_on: null });
  },
  generateTaxFormsDocument: async ({ app, bob, alice }) => {
    // Bob's request files Bob's summary in Bob's library (Alice's library is compared by aliceState).
    const r = await bob.post('/tax-forms/2026/document');
    expect(r.status).toBe(201);
    expect(JSON.stringify((await alice.get('/library')).body)).not.toContain(r.body.document_id);
    const store = await LocalBlobStore.open({ dataDir: app.config.dataDir });
    const db = app.database.db;
    const versions = await db.selectFrom('versions').select('blob_key').where('document_id', '=', r.body.document_id).execute();
    await db.deleteFrom('versions').where('document_id', '=', r.body.document_id).execute();
    await db.deleteFrom('documents').where('id', '=', r.body.document_id).execute();
    for (const v of versions) await store.remove(v.blob_key);
  },
  getTaxForms: async ({ bob, a }) => {
    const forms = (await bob.get('/tax-forms/2026')).body.forms_1099r as Array<{ distribution_id: string }>;
    expect(forms.map((f) => f.distribution_id)).not.toContain(a.dist);
  },
  listInvitations: async ({ bob, a }) => expect(ids((await bob.get('/invitations')).body)).not.toContain(a.invitation),
  sendInvitation: async ({ bob }) => {
    // Bob has no plan: he cannot send an invitation for Alice's (nor for any) plan.
    expect((await bob.post('/invitations', { email: 'carol-owner@example.com' })).status).toBe(409);
  },
  revokeInvitation: async ({ bob, a }) => expectNotFound(await bob.post(`/invitations/${a.invitation}/revoke`)),
  acceptInvitation: async ({ bob, a }) => {
    // The link of Carol's invitation does not let Bob into Alice's plan.
    expect((await bob.post('/invitations/accept', { token: a.invitationToken })).status).toBe(403);
  },
  getPlanMembership: async ({ bob }) => expect((await bob.get('/plan-membership')).status).toBe(404),
  getPlanTermination: async ({ bob }) => {
    // Bob is not in Alice's plan: he sees no termination but his own (none).
    expect((await bob.get('/plan-termination')).body).toEqual({
      status: 'not_started',
      role: 'owner',
      resolution: null,
      checklist: null,
    });
  },
  adoptPlanTermination: async ({ bob, alice }) => {
    // Bob has no plan of his own to end, and nothing he sends ends Alice's.
    const r = await bob.post('/plan-termination', {});
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('no_plan');
    expect((await alice.get('/plan-termination')).body.status).toBe('not_started');
  },
  joinPlan: async ({ bob }) => expect((await bob.post('/plan-membership/join')).status).toBe(404),
  searchSupportUsers: async ({ bob }) => expectForbidden(await bob.get('/support/users', { query: { q: 'alice' } })),
  setSupportUserStatus: async ({ bob, alice }) =>
    expectForbidden(await bob.post(`/support/users/${alice.userId}/status`, { status: 'disabled' })),
  sendSupportSignInLink: async ({ bob, alice }) => expectForbidden(await bob.post(`/support/users/${alice.userId}/sign-in-link`)),
  resetSupportUserFactors: async ({ bob, alice }) =>
    expectForbidden(await bob.post(`/support/users/${alice.userId}/factors/reset`, { reason: 'Bob wants in' })),
  listSupportAudit: async ({ bob, alice }) =>
    expectForbidden(await bob.get('/support/audit', { query: { participant: alice.userId as string } })),
  exportSupportAudit: async ({ bob }) => expectForbidden(await bob.get('/support/audit.csv')),
  enterAdminMode: async ({ bob, alice }) =>
    expectForbidden(await bob.post('/support/admin-mode', { user_id: alice.userId, reason: 'Bob wants to look' })),
  leaveAdminMode: async ({ bob, alice }) => expectForbidden(await bob.delete(`/support/admin-mode/${alice.userId}`)),
  listLoans: async ({ bob, a }) => expect(ids((await bob.get('/loans')).body)).not.toContain(a.loan),
  getLoanTerms: async ({ bob }) => expect((await bob.get('/loans/terms')).body).toMatchObject({ allowed: false, max_amount: 0 }),
  applyForLoan: async ({ bob }) => expect((await bob.post('/loans', LOAN)).status).toBe(409),
  getLoan: async ({ bob, a }) => expectNotFound(await bob.get(`/loans/${a.loan}`)),
  withdrawLoan: async ({ bob, a }) => expectNotFound(await bob.delete(`/loans/${a.loan}`)),
  getLoanSchedule: async ({ bob, a }) => expectNotFound(await bob.get(`/loans/${a.loan}/schedule`)),
  signLoan: async ({ bob, a }) =>
    expectNotFound(await bob.post(`/loans/${a.loan}/sign`, { signature: pngDataUrl(), signer_name: 'Bob' })),
  offsetLoan: async ({ bob, a }) => expectNotFound(await bob.post(`/loans/${a.loan}/offset`, { separated_on: '2020-01-01' })),
  reverseLoanRepayment: async ({ app, bob, a }) => {
    expectNotFound(await bob.post(`/loans/${a.loan}/repayments/${a.repayment}/reversal`, {}));
    const kept = await app.database.db
      .selectFrom('loan_repayments')
      .select('reversed_at')
      .where('id', '=', a.repayment)
      .execute();
    expect(kept).toEqual([{ reversed_at: null }]);
  },
  recordLoanRepayment: async ({ bob, a }) =>
    expectNotFound(await bob.post(`/loans/${a.loan}/repayments`, { amount: 10, paid_on: '2020-01-01' })),
  changeDistributionStatus: async ({ app, bob, a }) => {
    expect((await bob.post(`/distributions/${a.dist}/status`, { status: 'approved' })).status).toBe(403);
    // Support acting as Bob reaches only Bob's requests.
    const support = (await app.signIn('support-owner@example.com')).withHeaders({ 'x-act-as': bob.userId as string });
    expectNotFound(await support.post(`/distributions/${a.dist}/status`, { status: 'approved' }));
  },
};

/** A loan application within Alice's limit (her plan allows loans; half her $2,100 of assets secures it). */
const LOAN = { amount: 1000, purpose: 'general', term_months: 12, frequency: 'monthly' };

/** A complete contribution entry. */
const CONTRIBUTION = { source: 'Profit Sharing', amount: 1000, deposit_date: '2026-01-15', tax_year: 2026, reference: 'ACH 7' };

/** A complete hardship request body, without its document. */
const HARDSHIP = {
  kind: 'hardship',
  description: 'Medical bills',
  amount: 1000,
  sources: ['pre_tax'],
  payment_method: 'check',
  withholding_percent: 10,
  hardship_reason: 'medical',
  need_amount: 800,
  signature: pngDataUrl(),
};

/** Everything of Alice's that Bob could have touched, plus the stored files. */
async function aliceState(w: World, store: LocalBlobStore): Promise<unknown> {
  const { alice, a } = w;
  return {
    bank: await aliceBankState(alice),
    library: (await alice.get('/library')).body,
    removed: (await alice.get('/library/removed')).body,
    assets: (await alice.get('/assets')).body,
    transactions: (await alice.get(`/assets/${a.asset}/transactions`)).body,
    values: (await alice.get(`/assets/${a.asset}/values`)).body,
    distributions: (await alice.get('/distributions')).body,
    beneficiaries: await aliceBeneficiaryState(alice),
    rollovers: await aliceRolloverState(alice),
    statements: await aliceStatementState(alice),
    planAmendments: await alicePlanAmendmentState(alice),
    planTakeover: await alicePlanTakeoverState(alice),
    contributions: (await alice.get('/contributions')).body,
    contributionHistory: (await alice.get(`/contributions/${a.contribution}/history`)).body,
    contributionSummary: (await alice.get('/contribution-summary', { query: { tax_year: '2026' } })).body,
    form5500Ez: (await alice.get('/form-5500-ez/2026')).body,
    invitations: (await alice.get('/invitations')).body,
    loans: (await alice.get('/loans')).body,
    rothConversions: (await alice.get('/roth-conversions')).body,
    phone: (await alice.get('/profile/phone')).body,
    blobs: (await store.listAll()).blobs.length,
  };
}

for (const leg of await databaseLegs()) {
  describe(`ownership (${leg.name})`, () => {
    let w: World;
    let store: LocalBlobStore;

    beforeAll(async () => {
      const app = await startTestApp({ database: await leg.open(), supportEmails: ['support-owner@example.com'] });
      store = await LocalBlobStore.open({ dataDir: app.config.dataDir });
      const alice = await app.signIn('alice-owner@example.com');
      const bob = await app.signIn('bob-owner@example.com');
      const bank = await aliceBank(app, alice, 'alice-owner@example.com');
      const folder = (await alice.post('/folders', { name: 'Alice' })).body.id;
      const emptyFolder = (await alice.post('/folders', { name: 'Empty', folder_id: folder })).body.id;
      const doc = (await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'a.pdf' }, { folder_id: folder })).body;
      // Alice has a plan and pre-tax money in it: the purchase, the distribution and the loan below fit (decision 0288).
      await setCheckoutStep(app, alice, 'planDetails', ownerSteps().planDetails);
      expect((await alice.post('/contributions', { ...CONTRIBUTION, source: 'Deferral Pre-Tax', amount: 5000 })).status).toBe(
        201,
      );
      const asset = (
        await alice.post('/assets', {
          type: 'precious_metals',
          subtype: 'coins',
          precious_metals_child_type: 'gold',
          custodian: 'Delaware Depository',
          record_type: 'purchase',
          purchase_price: 1999.99,
          related_party: false,
        })
      ).body.asset.id;
      const dist = (await alice.post('/distributions', { ...HARDSHIP, document_id: doc.id, spouse_consent: true })).body.id;
      await aliceDesignation(app, alice);
      await aliceRollover(alice);
      await aliceStatement(alice);
      expect(
        (await alice.post(`/assets/${asset}/values`, { value: 2100, as_of: '2020-01-01', document_id: doc.id })).status,
      ).toBe(201);
      const downloadUrl = (await alice.get(`/documents/${doc.id}/download/google-cloud-url`)).body.url;
      const removedDoc = (await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'gone.pdf' })).body.id;
      expect((await alice.delete(`/documents/${removedDoc}`)).status).toBe(204);
      const contribution = (await alice.post('/contributions', CONTRIBUTION)).body.contribution.id;
      await giveOwnerAPlan(app, alice);
      await alicePlanAmendment(alice);
      const invitation = (await alice.post('/invitations', { email: 'carol-owner@example.com' })).body.id;
      const invitationToken = invitationTokenOf(app, 'carol-owner@example.com');
      const loan = (await alice.post('/loans', LOAN)).body.id;
      const repayment = crypto.randomUUID();
      await app.database.db
        .insertInto('loan_repayments')
        .values({
          id: repayment,
          user_id: alice.userId as string,
          loan_id: loan,
          amount_cents: 1000,
          paid_on: '2020-01-01',
          agent_id: alice.userId as string,
          created_at: new Date(),
        })
        .execute();
      const conversion = crypto.randomUUID();
      await app.database.db
        .insertInto('roth_conversions')
        .values({
          id: conversion,
          user_id: alice.userId as string,
          account: 'pre_tax',
          amount_cents: 1000,
          basis_cents: 0,
          taxable_cents: 1000,
          account_balance_cents: 500_000,
          converted_on: '2020-01-01',
          agent_id: alice.userId as string,
          created_at: new Date(),
        })
        .execute();
      expect((await alice.put('/profile/phone', { phone: '512-555-0100' })).status).toBe(200);
      const bFolder = (await bob.post('/folders', { name: 'Bob' })).body.id;
      const bDoc = (await uploadFile(bob, '/documents', { bytes: pdfBytes(), name: 'b.pdf' })).body;
      w = {
        app,
        alice,
        bob,
        a: {
          ...bank,
          folder,
          emptyFolder,
          doc: doc.id,
          version: doc.versions[0].id,
          asset,
          dist,
          downloadUrl,
          removedDoc,
          contribution,
          invitation,
          invitationToken,
          loan,
          repayment,
          conversion,
        },
        b: { folder: bFolder, doc: bDoc.id, version: bDoc.versions[0].id },
      };
      for (const id of Object.values(w.a)) expect(id).toEqual(expect.any(String));
    });
    afterAll(async () => {
      await w.app.close();
      await w.app.database.close();
    });

    test('every bank application, library, asset, distribution and contribution operation of the contract has an ownership case', () => {
      expect(Object.keys(cases).sort()).toEqual(guardedOperations());
    });

    for (const operationId of Object.keys(cases)) {
      test(`${operationId}: Bob can neither see nor change Alice's objects`, async () => {
        const before = await aliceState(w, store);
        await cases[operationId](w);
        expect(await aliceState(w, store)).toEqual(before);
      });
    }

    test('Alice still reaches all of her objects after every attempt', async () => {
      const { alice, a } = w;
      expect((await alice.get(`/documents/${a.doc}`)).status).toBe(200);
      expect((await alice.get(`/assets/${a.asset}`)).status).toBe(200);
      expect((await alice.get(`/distributions/${a.dist}`)).status).toBe(200);
      expect((await alice.patch(`/folders/${a.folder}`, { name: 'Alice renamed' })).status).toBe(200);
    });

    test('a non-support user cannot act as Alice; a support user can, and the write is audited', async () => {
      const { app, alice, bob, a } = w;
      expect((await bob.withHeaders({ 'X-Act-As': alice.userId! }).get('/library')).status).toBe(403);
      const support = (await app.signIn('support-owner@example.com')).withHeaders({ 'X-Act-As': alice.userId! });
      expect(ids((await support.get('/library')).body.folders)).toContain(a.folder);
      expect((await support.patch(`/folders/${a.folder}`, { name: 'Renamed by support' })).status).toBe(200);
      const audit = await app.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', a.folder).execute();
      expect(audit).toEqual([expect.objectContaining({ participant_id: alice.userId, action: 'rename', object_type: 'folder' })]);
    });
  });
}
