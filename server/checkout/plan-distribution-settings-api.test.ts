import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAN_IN_SERVICE_INVALID, PLAN_SPOUSE_CONSENT_INVALID } from '@/domain/checkout/plan-details';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { invitationToken } from '../invitations/invitation-test-kit';
import { ADA_PERSONAL_DETAILS } from './checkout-test-fixtures';

const legs = await databaseLegs();

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NOW = new Date('2026-11-23T10:00:00Z');
/** A married owner past 59½, so that an in-service distribution depends on the plan alone. */
const PERSONAL = {
  ...ADA_PERSONAL_DETAILS,
  DOB: '1960-01-01',
  married: true,
  spouse_first_name: 'Bob',
  spouse_last_name: 'Lovelace',
  spouse_email: 'bob@example.com',
};
const PLAN = {
  plan_name: 'Lovelace Solo 401(k) Plan',
  plan_establish_date: '2026-01-01',
  loan_interest_rate: '5',
  plan_signature: PNG,
  plan_signer_first_name: 'Ada',
  plan_signer_last_name: 'Lovelace',
  plan_signer_title: 'Owner',
  plan_sign_date: '2026-11-23',
  spouse_consent_signature: PNG,
  spouse_consent_date: '2026-11-23',
  // A plan is adopted with at least one contribution type (decision 0289).
  contribution_types: [{ name: 'Deferral Pre-Tax', enabled: true, percent: '10', amount: '0' }],
};
const IN_SERVICE = { kind: 'in_service', amount: 500, sources: ['roth'], payment_method: 'check', withholding_percent: 20 };
const NOT_ALLOWED = { kind: ['The plan does not allow in-service distributions'] };

describe.each(legs)("the plan step's distribution settings decide the distribution rules, on $name (decision 0222)", (leg) => {
  let t: TestApp;
  let owner: TestClient;

  const settings = async (): Promise<Record<string, unknown>> => (await owner.get('/distribution-settings')).body;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), clock: () => NOW });
    owner = await t.signIn('settings-owner@example.com');
    expect((await owner.put('/checkout/steps/personalDetails', PERSONAL)).status).toBe(200);
    // Money in the Roth account, so the requests below fit what the plan holds (decision 0288).
    const deposit = { source: 'Deferral Roth', amount: 5000, deposit_date: '2026-11-02', tax_year: 2026 };
    expect((await owner.post('/contributions', deposit)).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('not chosen: both on, and a plan saved without them keeps them on', async () => {
    expect(await settings()).toMatchObject({ in_service_allowed: true, spouse_consent_required: true, married: true });
    const saved = await owner.put('/checkout/steps/planDetails', PLAN);
    expect(saved.status).toBe(200);
    expect(saved.body.values).not.toHaveProperty('plan_in_service');
    expect(await settings()).toMatchObject({ in_service_allowed: true, spouse_consent_required: true });
  });

  test('the owner turns both off: stored with the plan, answered by GET /distribution-settings, followed by the rules', async () => {
    const saved = await owner.put('/checkout/steps/planDetails', {
      ...PLAN,
      plan_in_service: false,
      plan_spouse_consent: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.complete).toBe(true);
    expect((await owner.get('/checkout/steps/planDetails')).body.values).toMatchObject({
      plan_in_service: false,
      plan_spouse_consent: false,
    });
    expect(await settings()).toMatchObject({ in_service_allowed: false, spouse_consent_required: false, married: true });

    const refused = await owner.post('/distributions', IN_SERVICE);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(NOT_ALLOWED);
    // No consent asked of a married participant any more: a normal distribution goes through without it.
    expect((await owner.post('/distributions', { ...IN_SERVICE, kind: 'normal' })).status).toBe(201);
  });

  test('turned on again (true, or null as the default): in-service allowed, the spouse consent asked again', async () => {
    for (const value of [true, null]) {
      const saved = await owner.put('/checkout/steps/planDetails', {
        ...PLAN,
        plan_in_service: value,
        plan_spouse_consent: value,
      });
      expect(saved.status).toBe(200);
      expect(await settings()).toMatchObject({ in_service_allowed: true, spouse_consent_required: true });
      expect((await owner.post('/distributions', IN_SERVICE)).body.fields).toEqual({
        spouse_consent: ["Your spouse's consent is required"],
      });
    }
    expect((await owner.post('/distributions', { ...IN_SERVICE, spouse_consent: true })).status).toBe(201);
  });

  test('anything but a boolean answers 400 beside the field with the domain message; the stored choice stays', async () => {
    await owner.put('/checkout/steps/planDetails', { ...PLAN, plan_in_service: false, plan_spouse_consent: true });
    for (const [inService, consent] of [
      ['yes', 'false'],
      ['true', 0],
      [1, 'no'],
    ] as const) {
      const res = await owner.put('/checkout/steps/planDetails', {
        ...PLAN,
        plan_in_service: inService,
        plan_spouse_consent: consent,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'validation',
        fields: { plan_in_service: [PLAN_IN_SERVICE_INVALID], plan_spouse_consent: [PLAN_SPOUSE_CONSENT_INVALID] },
      });
    }
    expect(PLAN_IN_SERVICE_INVALID).toBe('In-service distributions must be yes or no');
    expect(PLAN_SPOUSE_CONSENT_INVALID).toBe("Spouse's consent to distributions must be yes or no");
    expect(await settings()).toMatchObject({ in_service_allowed: false, spouse_consent_required: true });
    expect((await owner.post('/distributions', IN_SERVICE)).body.fields).toEqual({
      ...NOT_ALLOWED,
      spouse_consent: ["Your spouse's consent is required"],
    });
  });

  test("a participant who joined follows the owner's choice; their own plan step changes neither theirs nor the owner's", async () => {
    await owner.put('/checkout/steps/planDetails', { ...PLAN, plan_in_service: false, plan_spouse_consent: false });
    expect((await owner.post('/invitations', { email: 'settings-member@example.com' })).status).toBe(201);
    const member = await t.signIn('settings-member@example.com');
    expect((await member.post('/invitations/accept', { token: invitationToken(t, 'settings-member@example.com') })).status).toBe(
      200,
    );
    expect((await member.put('/checkout/steps/personalDetails', PERSONAL)).status).toBe(200);
    const followed = { in_service_allowed: false, spouse_consent_required: false, married: true };
    expect((await member.get('/distribution-settings')).body).toMatchObject(followed);

    // The participant saves a plan step of their own (no such step in their flow, but the API takes it), with both on.
    for (const draft of [true, false]) {
      const own = await member.put(`/checkout/steps/planDetails${draft ? '?draft=true' : ''}`, {
        ...PLAN,
        plan_in_service: true,
        plan_spouse_consent: true,
      });
      expect(own.status).toBe(200);
      expect((await member.get('/distribution-settings')).body).toMatchObject(followed);
      expect(await settings()).toMatchObject({ in_service_allowed: false, spouse_consent_required: false });
      expect((await member.post('/distributions', IN_SERVICE)).body.fields).toEqual(NOT_ALLOWED);
    }
  });

  test("Roth employer contributions: chosen on the owner's plan step (yes or no only); a participant who joined follows it", async () => {
    const odd = await owner.put('/checkout/steps/planDetails', { ...PLAN, plan_roth_employer: 'yes' });
    expect(odd.status).toBe(400);
    expect(odd.body.fields).toEqual({ plan_roth_employer: ['Roth employer contributions must be yes or no'] });
    const member = await t.signIn('settings-member@example.com');
    const roth = { source: 'Profit Sharing', amount: 2000, deposit_date: '2026-11-02', tax_year: 2026, roth: true };
    expect((await member.post('/contributions', roth)).body.fields).toEqual({
      roth: ['The plan does not allow Roth employer contributions; allow them in the plan details first'],
    });
    expect((await owner.put('/checkout/steps/planDetails', { ...PLAN, plan_roth_employer: true })).status).toBe(200);
    // The participant's own plan step (with the election off) does not govern the plan they joined.
    expect((await member.put('/checkout/steps/planDetails', { ...PLAN, plan_roth_employer: false })).status).toBe(200);
    const made = await member.post('/contributions', roth);
    expect(made.status).toBe(201);
    expect(made.body.contribution).toMatchObject({ source: 'Profit Sharing', roth: true });
    expect((await owner.post('/contributions', { ...roth, source: 'Employer Match' })).status).toBe(201);
  });
});
