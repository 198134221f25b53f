import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes, pngDataUrl, uploadFile } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { BANK_ACCOUNT_REQUIRED_MESSAGE } from '@/domain/distributions/distribution-request';
import { depositsFromOutbox, fillAndSubmit } from '../bank/bank-test-kit';

const NOW = new Date('2026-11-23T10:00:00Z');

/** A complete hardship request: $10,000 for an $8,000 need at 10% withholding under 59½ (the limit exactly). */
function hardship(documentId: string): Record<string, unknown> {
  return {
    kind: 'hardship',
    description: 'Medical bills',
    amount: 10000,
    sources: ['pre_tax', 'profit_sharing'],
    payment_method: 'check',
    withholding_percent: 10,
    hardship_reason: 'medical',
    need_amount: 8000,
    document_id: documentId,
    signature: pngDataUrl(),
  };
}

for (const leg of await databaseLegs()) {
  describe(`distributions API (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;
    let documentId: string;

    async function setPersonalDetails(
      client: TestClient,
      values: Record<string, unknown>,
      stepKey = 'personalDetails',
    ): Promise<void> {
      await saveCompletedStep(app.database.db, client.userId as string, stepKey, values, NOW, { replace: true });
    }

    /**
     * Gives `client` a plan and money in it the way a user does (decision 0288): deposits recorded in the ledger, so the
     * requests below fit what the plan holds.
     */
    async function planHolding(client: TestClient, deposits: Array<[string, number]>, planName = 'Solo 401(k)'): Promise<void> {
      await setPersonalDetails(client, { plan_name: planName }, 'planDetails');
      for (const [source, amount] of deposits) {
        const answer = await client.post('/contributions', { source, amount, deposit_date: '2026-11-02', tax_year: 2026 });
        expect(answer.status).toBe(201);
      }
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-dist@example.com'] });
      alice = await app.signIn('alice-dist@example.com');
      await planHolding(alice, [
        ['Profit Sharing', 40000],
        ['Deferral Roth', 1000],
      ]);
      documentId = (await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'bills.pdf' })).body.id;
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('records a hardship request with signature, document, withholding and history, never echoing the signature', async () => {
      const answer = await alice.post('/distributions', hardship(documentId));
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        kind: 'hardship',
        description: 'Medical bills',
        amount: 10000,
        sources: ['pre_tax', 'profit_sharing'],
        payment_method: 'check',
        withholding_percent: 10,
        withheld_amount: 1000,
        net_amount: 9000,
        hardship_reason: 'medical',
        need_amount: 8000,
        document_id: documentId,
        signed: true,
        status: 'requested',
        user_id: alice.userId,
        history: [{ status: 'requested', reason: null, amount: 10000, at: NOW.toISOString() }],
      });
      expect(answer.text).not.toContain('data:image/png');
      expect((await alice.get('/distributions')).body.map((d: { id: string }) => d.id)).toEqual([answer.body.id]);
      await alice.delete(`/distributions/${answer.body.id}`);
    });

    test('a hardship request needs reason, need, description, a PNG signature and a supporting document, within need plus taxes', async () => {
      const missing = await alice.post('/distributions', {
        kind: 'hardship',
        amount: 100,
        sources: ['pre_tax'],
        payment_method: 'check',
        withholding_percent: 10,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({
        description: ['Description is required'],
        signature: ['Signature is required'],
        document_id: ['Supporting document is required'],
        hardship_reason: ['Hardship reason is required'],
        need_amount: ['Amount needed is required'],
      });
      const notPng = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
      for (const signature of ['data:image/jpeg;base64,/9j/4AAQ', notPng, 'not a data url']) {
        const answer = await alice.post('/distributions', { ...hardship(documentId), signature });
        expect(answer.body.fields).toEqual({ signature: ['Signature must be png'] });
      }
      const tooMuch = await alice.post('/distributions', { ...hardship(documentId), amount: 10000.01 });
      expect(tooMuch.body.fields).toEqual({
        amount: ['A hardship distribution is limited to the amount needed plus the taxes on it'],
      });
      const unknown = await alice.post('/distributions', { ...hardship(documentId), document_id: 'no-such-document' });
      expect(unknown.body.fields).toEqual({ document_id: ['Document not found'] });
      // A document in "Recently removed" cannot support a request until it is restored.
      expect((await alice.delete(`/documents/${documentId}`)).status).toBe(204);
      const removed = await alice.post('/distributions', hardship(documentId));
      expect([removed.status, removed.body.fields]).toEqual([400, { document_id: ['Document not found'] }]);
      expect((await alice.post(`/documents/${documentId}/restore`, {})).status).toBeLessThan(300);
    });

    test("amounts are judged by the domain's rules, in its words, from the wire's dollars", async () => {
      const separation = { kind: 'separation', sources: ['pre_tax'], payment_method: 'check', withholding_percent: 20 };
      const fieldsOf = async (body: Record<string, unknown>) => (await alice.post('/distributions', body)).body.fields;
      expect((await fieldsOf({ ...separation, amount: 0 })).amount).toEqual(['Amount must be greater than $0.00']);
      expect((await fieldsOf({ ...separation, amount: -5 })).amount).toEqual(['Amount must be greater than $0.00']);
      expect((await fieldsOf({ ...separation, amount: 12.345 })).amount).toEqual([
        'Amount must be an amount in dollars and cents',
      ]);
      expect((await fieldsOf({ ...separation })).amount).toEqual(['Amount is required']);
    });

    test('kinds by age, 20% mandatory withholding on an eligible rollover distribution, and spouse consent when married', async () => {
      const plain = { kind: 'normal', amount: 500, sources: ['roth'], payment_method: 'check', withholding_percent: 20 };
      expect((await alice.post('/distributions', plain)).body.fields).toEqual({
        kind: ['Add your date of birth to your personal details first'],
      });
      await setPersonalDetails(alice, { DOB: '1990-01-01', married: false });
      expect((await alice.post('/distributions', plain)).body.fields).toEqual({
        kind: ['A normal distribution is available from age 59½'],
      });
      await setPersonalDetails(alice, { DOB: '1960-01-01', married: true });
      const low = await alice.post('/distributions', { ...plain, withholding_percent: 10 });
      expect(low.body.fields).toEqual({
        withholding_percent: ['Withholding must be at least 20%'],
        spouse_consent: ["Your spouse's consent is required"],
      });
      const ok = await alice.post('/distributions', { ...plain, spouse_consent: true });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ withheld_amount: 100, net_amount: 400, spouse_consent: true, signed: false });
      await alice.delete(`/distributions/${ok.body.id}`);
      await setPersonalDetails(alice, { DOB: '1990-01-01', married: false });
    });

    test('under $200 of eligible rollover distributions in the year, no withholding is required (Q&A-14, fault 10)', async () => {
      const dave = await app.signIn('dave-under-200@example.com');
      await setPersonalDetails(dave, { DOB: '1960-01-01', married: false });
      await planHolding(dave, [['Deferral Pre-Tax', 1000]]);
      const small = { kind: 'normal', amount: 150, sources: ['pre_tax'], payment_method: 'check', withholding_percent: 0 };
      const first = await dave.post('/distributions', small);
      expect([first.status, first.body.withheld_amount, first.body.net_amount]).toEqual([201, 0, 150]);
      expect((await dave.get('/distribution-settings')).body.eligible_rollover_cents_this_year).toBe(15_000);
      // $150 already this year: another $50 makes $200, so the 20% rule applies again.
      const second = await dave.post('/distributions', { ...small, amount: 50 });
      expect([second.status, second.body.fields]).toEqual([400, { withholding_percent: ['Withholding must be at least 20%'] }]);
      expect((await dave.post('/distributions', { ...small, amount: 49.99, withholding_percent: 100 })).status).toBe(201);
      // A hardship or RMD is not an eligible rollover distribution and does not count.
      expect((await dave.get('/distribution-settings')).body.eligible_rollover_cents_this_year).toBe(19_999);
    });

    test('RMDs from the year the participant attains 73, before the birthday; the amount from the prior year-end plan value (fault 11)', async () => {
      const erin = await app.signIn('erin-rmd@example.com');
      const userId = erin.userId as string;
      // Born December 15, 1953: 73 in 2026, after the server's day (November 23, 2026).
      await setPersonalDetails(erin, { DOB: '1953-12-15', married: false });
      // Her plan (decision 0288: a user with no plan holds nothing); its holdings are the asset valued below.
      await setPersonalDetails(erin, { plan_name: 'Erin Solo 401(k)' }, 'planDetails');
      const rmd = { kind: 'rmd', amount: 1000, sources: ['pre_tax'], payment_method: 'check', withholding_percent: 10 };
      expect((await erin.get('/distribution-settings')).body.required_minimum_distributions).toEqual([
        {
          year: 2026,
          age_attained: 73,
          distribution_period: 26.5,
          prior_year_end_balance_cents: null,
          amount_cents: null,
          due_date: '2027-04-01',
          first_year: true,
        },
      ]);
      const db = app.database.db;
      const assetId = crypto.randomUUID();
      await db
        .insertInto('assets')
        .values({
          id: assetId,
          user_id: userId,
          name: 'Index fund',
          type: 'stocks',
          subtype: 'etf',
          precious_metals_child_type: null,
          created_at: '2024-05-01T12:00:00Z',
          updated_at: '2024-05-01T12:00:00Z',
        } as never)
        .execute();
      for (const [cents, asOf] of [
        [40_000_000, '2025-06-30'],
        [50_000_000, '2025-12-31'],
        [55_000_000, '2026-06-30'],
      ] as const)
        await db
          .insertInto('asset_values')
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            asset_id: assetId,
            value_cents: cents,
            as_of: asOf,
            document_id: null,
            created_at: NOW,
          } as never)
          .execute();
      // $500,000.00 at the end of 2025 / 26.5 = $18,867.924... -> $18,867.93.
      expect((await erin.get('/distribution-settings')).body.required_minimum_distributions).toEqual([
        {
          year: 2026,
          age_attained: 73,
          distribution_period: 26.5,
          prior_year_end_balance_cents: 50_000_000,
          amount_cents: 1_886_793,
          due_date: '2027-04-01',
          first_year: true,
        },
      ]);
      const answer = await erin.post('/distributions', rmd);
      expect([answer.status, answer.body.kind]).toEqual([201, 'rmd']);
      const later = await app.signIn('frank-rmd@example.com');
      await setPersonalDetails(later, { DOB: '1960-01-01', married: false });
      expect((await later.post('/distributions', rmd)).body.fields).toEqual({
        kind: ['Required minimum distributions start in the year you turn 75'],
      });
      expect((await later.get('/distribution-settings')).body.required_minimum_distributions).toEqual([]);
    });

    test('a direct rollover out: no withholding, eligible rollover distributions only (decision 0287)', async () => {
      const gina = await app.signIn('gina-rollover@example.com');
      await setPersonalDetails(gina, { DOB: '1960-01-01', married: false });
      await planHolding(gina, [
        ['Deferral Pre-Tax', 20000],
        ['Deferral Roth', 10000],
      ]);
      const rollover = {
        kind: 'separation',
        amount: 25000,
        sources: ['pre_tax', 'roth'],
        payment_method: 'direct_rollover_ira',
        withholding_percent: 20,
      };
      expect((await gina.post('/distributions', rollover)).body.fields).toEqual({
        withholding_percent: ['A direct rollover has no withholding: enter 0%'],
      });
      const ok = await gina.post('/distributions', { ...rollover, withholding_percent: 0 });
      expect([ok.status, ok.body.payment_method, ok.body.withheld_amount, ok.body.net_amount]).toEqual([
        201,
        'direct_rollover_ira',
        0,
        25000,
      ]);
      const rmd = await gina.post('/distributions', { ...rollover, kind: 'hardship', withholding_percent: 0 });
      expect(rmd.body.fields.payment_method).toEqual([
        'Only a normal, separation or in-service distribution can be rolled over directly',
      ]);
    });

    test('a bank payout needs the account the bank onboarding connected and verified; a check does not', async () => {
      const bob = await app.signIn('bob-dist@example.com');
      await planHolding(bob, [['Deferral Roth', 1000]]);
      const separation = { kind: 'separation', amount: 300, sources: ['roth'], payment_method: 'bank', withholding_percent: 20 };
      expect((await bob.get('/distribution-settings')).body).toEqual({
        in_service_allowed: true,
        spouse_consent_required: true,
        married: false,
        payout_account: null,
        eligible_rollover_cents_this_year: 0,
        required_minimum_distributions: [],
      });
      const refused = await bob.post('/distributions', separation);
      expect([refused.status, refused.body.fields]).toEqual([400, { payment_method: [BANK_ACCOUNT_REQUIRED_MESSAGE] }]);
      expect((await bob.post('/distributions', { ...separation, payment_method: 'check' })).status).toBe(201);

      await fillAndSubmit(bob, app.today());
      expect((await bob.post('/bank-application/review/complete')).body.status).toBe('approved');
      const connect = { routing_number: '021000021', account_number: '123456789', account_number_confirm: '123456789' };
      expect((await bob.put('/bank-application/connection', { ...connect, account_type: 'checking' })).status).toBe(200);
      // Connected but not yet verified by the deposits: still refused.
      expect((await bob.post('/distributions', separation)).body.fields).toEqual({
        payment_method: [BANK_ACCOUNT_REQUIRED_MESSAGE],
      });
      const [deposit_1, deposit_2] = depositsFromOutbox(app, 'bob-dist@example.com');
      expect((await bob.post('/bank-application/connection/verify', { deposit_1, deposit_2 })).body.outcome).toBe('verified');
      expect((await bob.get('/distribution-settings')).body.payout_account).toMatchObject({ account_number: '••••6789' });
      const paid = await bob.post('/distributions', separation);
      expect([paid.status, paid.body.payment_method]).toEqual([201, 'bank']);
    });

    test("the plan's details decide in-service distributions and spouse consent; a participant follows the owner's plan", async () => {
      const owner = await app.signIn('owner-settings@example.com');
      const carol = await app.signIn('carol-settings@example.com');
      await setPersonalDetails(owner, { DOB: '1960-01-01', married: true });
      await setPersonalDetails(carol, { DOB: '1960-01-01', married: true });
      await planHolding(owner, [['Deferral Roth', 1000]], 'Owner 401k');
      const inService = { kind: 'in_service', amount: 500, sources: ['roth'], payment_method: 'check', withholding_percent: 20 };
      const allowed = await owner.post('/distributions', { ...inService, spouse_consent: true });
      expect(allowed.status).toBe(201);
      await setPersonalDetails(
        owner,
        { plan_name: 'Owner 401k', plan_in_service: false, plan_spouse_consent: false },
        'planDetails',
      );
      expect((await owner.get('/distribution-settings')).body).toMatchObject({
        in_service_allowed: false,
        spouse_consent_required: false,
        married: true,
      });
      expect((await owner.post('/distributions', inService)).body.fields).toEqual({
        kind: ['The plan does not allow in-service distributions'],
      });
      expect((await owner.post('/distributions', { ...inService, kind: 'normal' })).status).toBe(201);
      // Carol joined the owner's plan: his plan's settings are hers.
      await app.database.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          owner_id: owner.userId as string,
          email: 'carol-settings@example.com',
          token_hash: 'x'.repeat(64),
          status: 'accepted',
          participant_id: carol.userId as string,
          sent_at: NOW,
          accepted_at: NOW,
          revoked_at: null,
        })
        .execute();
      expect((await carol.get('/distribution-settings')).body).toMatchObject({
        in_service_allowed: false,
        spouse_consent_required: false,
      });
      expect((await carol.post('/distributions', inService)).body.fields).toEqual({
        kind: ['The plan does not allow in-service distributions'],
      });
    });

    test('support acting as the participant moves a request along, audited, each move once; the participant cannot', async () => {
      {
        const helper = await app.signIn('support-dist@example.com');
        const asAlice = helper.withHeaders({ 'x-act-as': alice.userId as string });
        const created = (await alice.post('/distributions', hardship(documentId))).body;
        const self = await alice.post(`/distributions/${created.id}/status`, { status: 'approved' });
        expect(self.status).toBe(403);
        expect(self.body.message).toBe("Only support acting as the participant can change a request's status");
        expect((await helper.post(`/distributions/${created.id}/status`, { status: 'approved' })).status).toBe(403);

        const skip = await asAlice.post(`/distributions/${created.id}/status`, { status: 'paid' });
        expect(skip.body.fields).toEqual({ status: ['This request can only become approved or rejected'] });
        const approved = await asAlice.post(`/distributions/${created.id}/status`, { status: 'approved' });
        expect(approved.status).toBe(200);
        expect(approved.body.status).toBe('approved');
        const again = await asAlice.post(`/distributions/${created.id}/status`, { status: 'approved' });
        expect(again.body.fields).toEqual({ status: ['This request can only become paid or rejected'] });
        expect((await alice.delete(`/distributions/${created.id}`)).status).toBe(409);
        const paid = await asAlice.post(`/distributions/${created.id}/status`, { status: 'paid' });
        expect(paid.body.history.map((h: { status: string }) => h.status)).toEqual(['requested', 'approved', 'paid']);
        expect((await alice.get(`/distributions/${created.id}`)).body).toMatchObject({ status: 'paid' });

        const audit = (await helper.get('/audit', { query: { participant_id: alice.userId as string } })).body;
        expect(audit.map((r: { action: string; object_id: string }) => [r.action, r.object_id])).toEqual(
          expect.arrayContaining([
            ['status:approved', created.id],
            ['status:paid', created.id],
          ]),
        );

        const other = (await alice.post('/distributions', hardship(documentId))).body;
        const noReason = await asAlice.post(`/distributions/${other.id}/status`, { status: 'rejected', reason: ' ' });
        expect(noReason.body.fields).toEqual({ reason: ['Reason is required'] });
        const rejected = await asAlice.post(`/distributions/${other.id}/status`, {
          status: 'rejected',
          reason: 'Need not shown',
        });
        expect(rejected.body).toMatchObject({ status: 'rejected', status_reason: 'Need not shown' });
        expect(rejected.body.history[1]).toMatchObject({ status: 'rejected', reason: 'Need not shown', amount: 10000 });
      }
    });

    test('concurrent approvals of one request: exactly one succeeds', async () => {
      {
        const asAlice = (await app.signIn('support-dist@example.com')).withHeaders({ 'x-act-as': alice.userId as string });
        const created = (await alice.post('/distributions', hardship(documentId))).body;
        const answers = await Promise.all(
          [1, 2, 3].map(() => asAlice.post(`/distributions/${created.id}/status`, { status: 'approved' })),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
        expect((await alice.get(`/distributions/${created.id}`)).body.history).toHaveLength(2);
      }
    });

    test('a cited document cannot be removed until the request is withdrawn', async () => {
      expect((await alice.post('/distributions', {})).body.fields).toMatchObject({ kind: ['Distribution type is required'] });
      for (const d of (await alice.get('/distributions')).body)
        if (d.status === 'requested') expect((await alice.delete(`/distributions/${d.id}`)).status).toBe(204);
      const doc = (await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'more.pdf' })).body.id;
      const created = (await alice.post('/distributions', hardship(doc))).body;
      const refused = await alice.delete(`/documents/${doc}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('document_in_use');
      expect((await alice.delete(`/distributions/${created.id}`)).status).toBe(204);
      expect((await alice.delete(`/documents/${doc}`)).status).toBe(204);
    });
  });
}
