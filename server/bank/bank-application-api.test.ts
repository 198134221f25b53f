import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { PLAN_NOT_ADOPTED_MESSAGE } from '@/domain/bank/plan-adoption';
import { adoptPlan, bankDetails, depositsFromOutbox, fillAndSubmit, IDENTITY, uploadKind, uploadStepUp } from './bank-test-kit';
import { uploadFile } from '../library/upload-test-kit';

const legs = await databaseLegs();

describe.each(legs)('bank application state machine on $name', (leg) => {
  let t: TestApp;
  let offsetMs = 0;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(async () => t.close());

  test('a new application is a draft on chooseAccount; a client cannot jump to In Progress or ConnectBank', async () => {
    const c = await t.signIn('jump@example.com');
    const status = await c.get('/bank-application/status');
    expect(status.body).toMatchObject({ status: 'draft', current_step: 'chooseAccount', started: false, connection: null });
    for (const step of ['inProgress', 'stepUpNeeded', 'ConnectBank']) {
      const r = await c.put('/bank-application/progress', { current_step: step });
      expect(r.status).toBe(409);
    }
    expect((await c.put('/bank-application/steps/ConnectBank', { institution_name: 'x' })).status).toBe(409);
    const connect = await c.put('/bank-application/connection', {
      routing_number: '021000021',
      account_number: '123456789',
      account_number_confirm: '123456789',
      account_type: 'checking',
    });
    expect(connect.status).toBe(409);
    expect((await c.put('/bank-application/progress', { current_step: 'fillApplication' })).status).toBe(200);
    expect((await c.get('/bank-application/status')).body).toMatchObject({ current_step: 'fillApplication', started: true });
  });

  test('submitting an incomplete application names the missing steps and ID photos', async () => {
    const c = await t.signIn('early@example.com');
    await c.put('/bank-application/steps/identityDetails', IDENTITY);
    const r = await c.post('/bank-application/submit');
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      chooseAccount: ['Complete this step first'],
      fillApplication: ['Complete this step first'],
      id_photo_picture: ['Upload a photo of the front of your ID'],
      id_photo_picture2: ['Upload a photo of the back of your ID'],
    });
  });

  test('set-up order (decision 0313): the application is refused before the plan is adopted, then the trust account opens in the plan’s name', async () => {
    const c = await t.signIn('order@example.com');
    await c.put('/bank-application/steps/chooseAccount', { bank_id: 2 });
    await c.put('/bank-application/steps/fillApplication', bankDetails(t.today()));
    const front = await uploadKind(c, 'id_front');
    const back = await uploadKind(c, 'id_back');
    await c.put('/bank-application/steps/identityDetails', { ...IDENTITY, id_photo_picture: front, id_photo_picture2: back });
    expect((await c.get('/bank-application/status')).body).toMatchObject({ plan_adopted: false, trust_account: null });
    const early = await c.post('/bank-application/submit');
    expect([early.status, early.body]).toEqual([409, { error: 'plan_not_adopted', message: PLAN_NOT_ADOPTED_MESSAGE }]);
    expect((await c.get('/bank-application/status')).body.status).toBe('draft');

    await adoptPlan(c, t.today());
    const sent = await c.post('/bank-application/submit');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      plan_adopted: true,
      trust_account: {
        bank_name: 'Summit Custody Bank',
        account_type: '401(k) trust money-market savings account',
        account_number: null,
        account_title: 'Lovelace Solo 401(k) Plan',
        plan_ein: '98-7654321',
        status: 'opening',
        opened_at: null,
      },
    });
    const approved = await c.post('/bank-application/review/complete');
    expect(approved.body.status).toBe('approved');
    const trust = approved.body.trust_account;
    expect(trust).toMatchObject({ status: 'open', account_title: 'Lovelace Solo 401(k) Plan', bank_name: 'Summit Custody Bank' });
    expect(trust.account_number).toMatch(/^••••\d{4}$/);
    // Encrypted at rest; only the last four in clear, and never the whole number in an answer.
    const row = await t.database.db
      .selectFrom('bank_trust_accounts')
      .selectAll()
      .where('user_id', '=', c.userId!)
      .executeTakeFirstOrThrow();
    expect(row.account_number_enc.startsWith('enc:v1:')).toBe(true);
    expect(trust.account_number).toBe(`••••${row.account_last4}`);
    // Ids are random UUIDs, whose hex can hold ten digits in a row: the check reads everything but them.
    const withoutIds = (text: string): string => text.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/gi, '');
    expect(withoutIds(JSON.stringify(row))).not.toMatch(/\d{10}/);
    expect(withoutIds((await c.get('/bank-application/status')).text)).not.toMatch(/\d{10}/);
  });

  test('the application step needs the plan signature with the signer rules (same rules as the SPA)', async () => {
    const c = await t.signIn('signature@example.com');
    const { plan_signature: _s, plan_signer_title: _t, ...unsigned } = bankDetails(t.today());
    const r = await c.put('/bank-application/steps/fillApplication', unsigned);
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ plan_signature: ['Signature is required'], plan_signer_title: ['Signer Title is required'] });
    const jpeg = await c.put('/bank-application/steps/fillApplication', {
      ...bankDetails(t.today()),
      plan_signature: 'data:image/jpeg;base64,AA',
    });
    expect(jpeg.body.fields).toEqual({ plan_signature: ['Signature must be png'] });
  });

  test("an ID photo must be the user's own upload of the right kind", async () => {
    const other = await t.signIn('other.photos@example.com');
    const foreign = await uploadKind(other, 'id_front');
    const c = await t.signIn('photos@example.com');
    const back = await uploadKind(c, 'id_back');
    await c.put('/bank-application/steps/chooseAccount', { bank_id: 1 });
    await c.put('/bank-application/steps/fillApplication', bankDetails(t.today()));
    // The step itself refuses another user's photo, and a photo of the wrong kind (decision 0294); nothing is saved.
    const foreignStep = { ...IDENTITY, id_photo_picture: foreign, id_photo_picture2: back };
    const refused = await c.put('/bank-application/steps/identityDetails', foreignStep);
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      { id_photo_picture: ['Upload a photo of the front of your ID'] },
    ]);
    const wrongKind = await c.put('/bank-application/steps/identityDetails', { ...foreignStep, id_photo_picture: back });
    expect(wrongKind.body.fields).toEqual({ id_photo_picture: ['Upload a photo of the front of your ID'] });
    expect((await c.get('/bank-application/steps/identityDetails')).body.values).toEqual({});
    const r = await c.post('/bank-application/submit');
    expect([r.status, r.body.fields.id_photo_picture]).toEqual([400, ['Upload a photo of the front of your ID']]);
  });

  test('pass: review on the timer, update-status 50 passes, connect with masked numbers, deposits verify', async () => {
    const email = 'pass@example.com';
    const c = await t.signIn(email);
    const submitted = await fillAndSubmit(c, t.today());
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'in_review', current_step: 'inProgress' });
    expect((await c.get('/bank-application')).body.current_step).toBe('inProgress');
    expect((await c.put('/bank-application/steps/fillApplication', {})).status).toBe(409);
    const pending = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
    expect(pending.body).toMatchObject({ status: 'pending', passed: false, application_status: 'in_review' });

    offsetMs += 5_000;
    const passed = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
    expect(passed.body).toMatchObject({ score: 50, min_passing_score: 40, passed: true, status: 'passed' });
    expect((await c.get('/bank-application/status')).body).toMatchObject({ status: 'approved', current_step: 'ConnectBank' });

    const bad = await c.put('/bank-application/connection', {
      routing_number: '021000022',
      account_number: '12',
      account_number_confirm: '13',
      account_type: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      routing_number: ['Routing number is not valid'],
      account_number: ['Account number must be 4 to 17 digits'],
      account_number_confirm: ['Account numbers do not match'],
      account_type: ['Account type is required'],
    });
    const good = await c.put('/bank-application/connection', {
      routing_number: '021000021',
      account_number: '000123456789',
      account_number_confirm: '000123456789',
      account_type: 'checking',
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({
      routing_number: '••••0021',
      account_number: '••••6789',
      account_type: 'checking',
      bank_name: 'JPMorgan Chase Bank',
      status: 'pending_verification',
      attempts_left: 3,
      locked_until: null,
    });
    expect(good.text).not.toContain('000123456789');
    const row = await t.database.db.selectFrom('bank_connections').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(JSON.stringify(row)).not.toContain('021000021');
    expect(row.account_number_enc.startsWith('enc:v1:')).toBe(true);

    const [a, b] = depositsFromOutbox(t, email);
    const wrongAmount = a === '0.01' ? '0.02' : '0.01';
    const wrong = await c.post('/bank-application/connection/verify', { deposit_1: wrongAmount, deposit_2: wrongAmount });
    expect(wrong.body).toMatchObject({ outcome: 'wrong', attempts_left: 2 });
    const right = await c.post('/bank-application/connection/verify', { deposit_1: b, deposit_2: a });
    expect(right.body).toMatchObject({ outcome: 'verified', connection: { status: 'connected', account_number: '••••6789' } });
    expect((await c.get('/bank-application/status')).body.connection.status).toBe('connected');
    expect((await c.put('/bank-application/connection', { routing_number: '021000021' })).status).toBe(409);
  });

  test('three wrong deposit tries lock the check for a day; after the lock the right amounts verify', async () => {
    const email = 'lock@example.com';
    const c = await t.signIn(email);
    await fillAndSubmit(c, t.today());
    await c.post('/bank-application/review/complete');
    await c.put('/bank-application/connection', {
      routing_number: '121000248',
      account_number: '55554444',
      account_number_confirm: '55554444',
      account_type: 'savings',
    });
    const [a, b] = depositsFromOutbox(t, email);
    const miss = a === '0.50' || b === '0.50' ? '0.51' : '0.50';
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++)
      outcomes.push((await c.post('/bank-application/connection/verify', { deposit_1: miss, deposit_2: miss })).body.outcome);
    expect(outcomes).toEqual(['wrong', 'wrong', 'locked']);
    const refused = await c.post('/bank-application/connection/verify', { deposit_1: a, deposit_2: b });
    expect(refused.body).toMatchObject({ outcome: 'locked', connection: { status: 'locked' } });
    const lockedUntil = new Date(refused.body.connection.locked_until).getTime();
    expect(lockedUntil - Date.now() - offsetMs).toBeGreaterThan(23 * 60 * 60 * 1000);
    await t.database.db
      .updateTable('bank_connections')
      .set({ locked_until: new Date(Date.now() + offsetMs - 1000) })
      .where('user_id', '=', c.userId!)
      .execute();
    const after = await c.post('/bank-application/connection/verify', { deposit_1: a, deposit_2: b });
    expect(after.body.outcome).toBe('verified');
  });

  test('fail -> step-up documents -> second review passes', async () => {
    const c = await t.signIn('jane+stepup@example.com');
    await fillAndSubmit(c, t.today());
    const decided = await c.post('/bank-application/review/complete');
    expect(decided.body).toMatchObject({ status: 'step_up_needed', current_step: 'stepUpNeeded', support: null });
    const status = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
    expect(status.body).toMatchObject({ score: 20, passed: false, status: 'step_up_needed' });
    const missing = await c.post('/bank-application/step-up');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      proof_of_address: ['Upload: Proof of address (a utility bill or bank statement from the last 90 days)'],
      second_id: ['Upload: A second government-issued photo ID (passport, or driver’s license if you sent a passport)'],
    });
    await uploadStepUp(c);
    const sent = await c.post('/bank-application/step-up');
    expect(sent.body).toMatchObject({ status: 'step_up_review', current_step: 'inProgress' });
    const approved = await c.post('/bank-application/review/complete');
    expect(approved.body).toMatchObject({ status: 'approved', current_step: 'ConnectBank', reviews: 2 });
  });

  test('a second failure declines and says how to reach support', async () => {
    const c = await t.signIn('joe+stepupfail@example.com');
    await fillAndSubmit(c, t.today());
    await c.post('/bank-application/review/complete');
    await uploadStepUp(c);
    await c.post('/bank-application/step-up');
    const declined = await c.post('/bank-application/review/complete');
    expect(declined.body).toMatchObject({ status: 'declined', current_step: 'stepUpNeeded' });
    expect(declined.body.support).toHaveProperty('email');
    const status = await c.get('/lexisnexis/update-status', { query: { uid: c.userId! } });
    expect(status.body).toMatchObject({ passed: false, status: 'declined' });
    expect((await c.post('/bank-application/step-up')).status).toBe(409);
  });

  test('uploads are checked by content: ID photos must be images, unknown kinds and text files are refused', async () => {
    const c = await t.signIn('uploads@example.com');
    const pdfFront = await uploadFile(
      c,
      '/bank-application/documents',
      { bytes: pdfBytes(), name: 'front.png' },
      { kind: 'id_front' },
    );
    expect(pdfFront.status).toBe(400);
    expect(pdfFront.body.fields.file).toEqual(['The ID photo must be a PNG or JPEG image']);
    const text = await uploadFile(
      c,
      '/bank-application/documents',
      { bytes: new TextEncoder().encode('hello, not an image'), name: 'front.png', type: 'image/png' },
      { kind: 'id_front' },
    );
    expect(text.status).toBe(400);
    expect(text.body.fields.file).toBeDefined();
    const kind = await uploadFile(c, '/bank-application/documents', { bytes: pdfBytes(), name: 'x.pdf' }, { kind: 'selfie' });
    expect(kind.status).toBe(400);
    expect(kind.body.fields.kind).toEqual(['Choose which document this is']);
    expect((await c.get('/bank-application/status')).body.documents).toEqual([]);
    expect(await uploadKind(c, 'proof_of_address', pdfBytes())).toMatch(/^bd_/);
  });
});

describe.each(legs)('bank application ownership and admin mode on $name', (leg) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), supportEmails: ['helper@example.com'] });
  });
  afterAll(async () => t.close());

  test("another user sees only their own application; support's writes as a participant are audited", async () => {
    const alice = await t.signIn('alice@example.com');
    const bob = await t.signIn('bob@example.com');
    await fillAndSubmit(alice, t.today());
    const bobs = (await bob.get('/bank-application/status')).body;
    expect(bobs).toMatchObject({ status: 'draft', documents: [] });
    expect((await bob.post('/bank-application/review/complete')).status).toBe(409);
    expect((await alice.get('/bank-application/status')).body.status).toBe('in_review');
    expect((await bob.get('/lexisnexis/update-status', { query: { uid: alice.userId! } })).status).toBe(403);

    const support = await t.signIn('helper@example.com');
    const asAlice = support.withHeaders({ 'x-act-as': alice.userId! });
    const done = await asAlice.post('/bank-application/review/complete');
    expect(done.body.status).toBe('approved');
    const audit = (await support.get('/audit', { query: { participant_id: alice.userId! } })).body as Array<{ action: string }>;
    expect(audit.map((r) => r.action)).toContain('complete-review');
    expect((await bob.withHeaders({ 'x-act-as': alice.userId! }).get('/bank-application/status')).status).toBe(403);
  });
});
