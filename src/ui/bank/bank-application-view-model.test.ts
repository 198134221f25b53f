import { autorun } from 'mobx';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/ports/api-client';
import { clearDrafts } from '@/ui/kit/draft-keys';
import { PLAN_NOT_ADOPTED_MESSAGE } from '@/domain/bank/plan-adoption';
import { bankWorld, FILLED_APPLICATION, pngBlob, throughIdentity } from '@/ui/bank/bank-test-kit';

describe('BankApplicationViewModel', () => {
  test('chooseAccount: shows both banks with what they offer; no choice says "Choose a bank"', async () => {
    const w = bankWorld();
    await w.vm.activate();
    expect(w.vm.phase).toBe('ready');
    expect(w.vm.currentTitle).toBe('Choose an Account');
    expect(w.vm.offers.map((o) => o.name)).toEqual(['Heritage Trust Bank', 'Summit Custody Bank']);
    await w.vm.forward();
    expect(w.vm.currentForm?.messagesOf('bank_id')).toEqual(['Choose a bank']);
    expect(w.bank.calls).not.toContain('saveStep:chooseAccount');
    w.vm.chooseBank(w.vm.offers[1]);
    await w.vm.forward();
    expect(w.bank.steps.chooseAccount.values).toMatchObject({ bank_id: '2' });
    expect(w.vm.currentKey).toBe('fillApplication');
    expect(w.navigation.scrolls.at(-1)).toEqual([0, 0]);
  });

  test('fillApplication: every empty required field shows its exact message; "other" asks for the other text', async () => {
    const w = bankWorld();
    await w.vm.activate();
    w.vm.chooseBank(w.vm.offers[0]);
    await w.vm.forward();
    await w.vm.forward();
    const form = w.vm.currentForm!;
    expect(form.messagesOf('bank_account_monthly_activity_domestic')).toEqual(['Account Monthly Domestic Activity is required']);
    expect(form.messagesOf('bank_account_monthly_activity_international')).toEqual([
      'Account Monthly International Activity is required',
    ]);
    expect(form.messagesOf('bank_account_monthly_wire_activity')).toEqual(['Account Monthly Wire Activity is required']);
    expect(form.messagesOf('bank_account_monthly_ach_activity')).toEqual(['Account Monthly ACH Activity is required']);
    expect(form.messagesOf('bank_assets_type')).toEqual(['Assets Type is required']);
    expect(form.messagesOf('bank_income')).toEqual(['Income is required']);
    expect(form.messagesOf('bank_source_of_funds')).toEqual(['Source of Funds is required']);
    expect(form.messagesOf('bank_terms_agree')).toEqual(['The terms and conditions must be accepted.']);
    expect(form.messagesOf('plan_signer_first_name')).toEqual(['Signer First Name is required']);
    expect(form.messagesOf('plan_signer_last_name')).toEqual(['Signer Last Name is required']);
    expect(form.messagesOf('plan_signer_title')).toEqual(['Signer Title is required']);
    expect(form.messagesOf('plan_sign_date')).toEqual(['Signed on Date is required']);
    expect(form.messagesOf('plan_signature')).toEqual(['Signature is required']);
    form.set('plan_signature', 'data:image/jpeg;base64,AAAA');
    expect(form.messagesOf('plan_signature')).toEqual(['Signature must be png']);
    form.set('bank_assets_type', 'other');
    form.set('bank_source_of_funds', 'other');
    expect(form.messagesOf('bank_assets_type_other')).toEqual(['Other Assets Type is required']);
    expect(form.messagesOf('bank_source_of_funds_other')).toEqual(['Other Source of Funds is required']);
    expect(w.vm.currentKey).toBe('fillApplication');
  });

  test('typed values survive a reload as drafts; back keeps them', async () => {
    const w = bankWorld();
    await w.vm.activate();
    w.vm.chooseBank(w.vm.offers[0]);
    await w.vm.forward();
    w.vm.currentForm?.set('bank_income', 'over250000');
    const again = bankWorld({ bank: w.bank, storage: w.storage });
    await again.vm.activate();
    expect(again.vm.currentKey).toBe('fillApplication');
    expect(again.vm.currentForm?.text('bank_income')).toBe('over250000');
    await again.vm.back();
    expect(again.vm.currentKey).toBe('chooseAccount');
    expect(again.vm.forms.fillApplication?.text('bank_income')).toBe('over250000');
    expect(w.storage.keys().some((k) => k.includes('bank-application'))).toBe(true);
    clearDrafts(w.storage);
    expect(w.storage.keys().some((k) => k.includes('bank-application'))).toBe(false);
  });

  test('account and routing numbers, the PIN and the ID number are never drafted', async () => {
    const w = bankWorld();
    await w.vm.activate();
    w.vm.forms.fillApplication?.set('bankPin', '4321');
    w.vm.forms.fillApplication?.set('bank_income', 'over250000');
    w.vm.forms.identityDetails?.set('id_number', 'D99887766');
    const stored = w.storage
      .keys()
      .map((k) => w.storage.get(k) ?? '')
      .join(' ');
    expect(stored).toContain('over250000');
    expect(stored).not.toContain('4321');
    expect(stored).not.toContain('D99887766');
  });

  test('identity: starts from the checkout identity, needs both photos, uploads report progress, then submits and polls', async () => {
    const w = bankWorld();
    w.bank.checkoutIdentityValues = {
      id_type: 'passport',
      id_number: 'P12345678',
      id_state: 'CA',
      id_expiry_date: '2031-05-01',
    };
    await w.vm.activate();
    w.vm.chooseBank(w.vm.offers[0]);
    await w.vm.forward();
    for (const [k, v] of Object.entries(FILLED_APPLICATION)) w.vm.currentForm?.set(k, v);
    await w.vm.forward();
    expect(w.vm.currentTitle).toBe('Identity Verification');
    // As the server answers the checkout's number: masked, standing for it when sent back (decision 0200).
    expect(w.vm.currentForm?.text('id_number')).toBe('••••5678');
    await w.vm.forward();
    expect(w.vm.currentForm?.messagesOf('id_photo_picture')).toEqual(['Upload a photo of the front of your ID']);
    expect(w.vm.currentForm?.messagesOf('id_photo_picture2')).toEqual(['Upload a photo of the back of your ID']);
    const seen: number[] = [];
    const stop = autorun(() => {
      const p = w.vm.uploads.id_front?.progress;
      if (p !== undefined) seen.push(p);
    });
    await w.vm.upload('id_front', pngBlob(100), 'front.png');
    stop();
    expect([...new Set(seen)]).toEqual([0, 0.5, 1]);
    expect(w.vm.uploads.id_front).toMatchObject({ state: 'done', progress: 1 });
    await w.vm.upload('id_back', pngBlob(100), 'back.png');
    await w.vm.forward();
    expect(w.bank.calls).toContain('submit');
    expect(w.vm.currentKey).toBe('inProgress');
    expect(w.vm.underReview).toBe(true);

    w.clock.advance(1000);
    await expect.poll(() => w.bank.calls.filter((c) => c === 'verification').length).toBe(1);
    w.bank.decide(50);
    w.clock.advance(2000);
    await expect.poll(() => w.vm.currentKey).toBe('ConnectBank');
    expect(w.vm.underReview).toBe(false);
  });

  test('the review poll backs off from 1 s doubling to 30 s', async () => {
    const w = bankWorld();
    await w.vm.activate();
    await throughIdentity(w);
    const delays: (number | undefined)[] = [];
    for (let i = 0; i < 7; i++) {
      const before = w.bank.calls.filter((c) => c === 'verification').length;
      delays.push(w.clock.nextTimerDelay());
      w.clock.advance(w.clock.nextTimerDelay()!);
      await expect.poll(() => w.bank.calls.filter((c) => c === 'verification').length).toBe(before + 1);
      await expect.poll(() => w.clock.nextTimerDelay()).toBeDefined();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    w.vm.dispose();
    expect(w.clock.nextTimerDelay()).toBeUndefined();
  });

  test('fail -> step-up: missing documents are named, documents sent, second review passes', async () => {
    const w = bankWorld();
    await w.vm.activate();
    await throughIdentity(w);
    w.bank.decide(20);
    await w.vm.checkReview();
    expect(w.vm.currentTitle).toBe('More Documentation Needed');
    await w.vm.sendStepUp();
    expect(Object.keys(w.vm.stepUpErrors)).toEqual(['proof_of_address', 'second_id']);
    await w.vm.upload('proof_of_address', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'bill.pdf');
    await w.vm.upload('second_id', pngBlob(), 'passport.png');
    await w.vm.sendStepUp();
    expect(w.vm.currentKey).toBe('inProgress');
    w.bank.decide(20);
    await w.vm.checkReview();
    expect(w.vm.declined).toBe(true);
    expect(w.vm.status?.support?.email).toBe('help@example.com');
  });

  test('set-up order: before the plan is adopted the application is not sent and the page says why (decision 0313)', async () => {
    const w = bankWorld();
    w.bank.planAdopted = false;
    await w.vm.activate();
    await throughIdentity(w);
    expect(w.vm.currentKey).toBe('identityDetails');
    expect(w.vm.saveError).toBe(PLAN_NOT_ADOPTED_MESSAGE);
    expect(w.vm.status?.status).toBe('draft');
    w.bank.planAdopted = true;
    await w.vm.forward();
    expect(w.vm.currentKey).toBe('inProgress');
    expect(w.vm.status?.trustAccount).toMatchObject({ status: 'opening', accountNumber: null });
    w.bank.decide(50);
    await w.vm.checkReview();
    expect(w.vm.status?.trustAccount).toMatchObject({ status: 'open', accountNumber: '••••3456' });
  });

  test('ConnectBank: rules before sending, masked answer, wrong deposits count down, right ones connect', async () => {
    const w = bankWorld();
    await w.vm.activate();
    await throughIdentity(w);
    w.bank.decide(50);
    await w.vm.checkReview();
    expect(w.vm.currentKey).toBe('ConnectBank');
    const form = w.vm.forms.connect!;
    await w.vm.connect();
    expect(form.messagesOf('routing_number')).toEqual(['Routing number is required']);
    expect(form.messagesOf('account_number_confirm')).toEqual(['Please re-enter the account number']);
    form.set('routing_number', '021000021');
    form.set('account_number', '987654321');
    form.set('account_number_confirm', '987654321');
    form.set('account_type', 'checking');
    await w.vm.connect();
    expect(w.vm.status?.connection).toMatchObject({ accountNumber: '••••4321', status: 'pending_verification' });
    expect(form.text('account_number')).toBe('');
    const deposits = w.vm.forms.deposits!;
    deposits.set('deposit_1', '0.01');
    deposits.set('deposit_2', '0.02');
    await w.vm.verifyDeposits();
    expect(w.vm.depositMessage).toBe('Those amounts do not match. 2 tries left.');
    deposits.set('deposit_1', '0.34');
    deposits.set('deposit_2', '0.12');
    await w.vm.verifyDeposits();
    expect(w.vm.status?.connection?.status).toBe('connected');
    expect(w.vm.depositMessage).toBeUndefined();
  });

  test('a failed save keeps the values and says so; the participant sees the same six steps', async () => {
    const w = bankWorld({ checkoutVariant: 'participant' });
    await w.vm.activate();
    expect(w.vm.role).toBe('participant');
    expect(w.vm.steps.map((s) => s.title)).toEqual([
      'Choose an Account',
      'Fill Out Bank Application',
      'Identity Verification',
      'In Progress',
      'More Documentation Needed',
      'Connect Your Primary Bank Account',
    ]);
    w.vm.chooseBank(w.vm.offers[0]);
    w.bank.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await w.vm.forward();
    expect(w.vm.saveError).toBe(
      'Your details could not be saved. Check your connection and try again; nothing you typed is lost.',
    );
    expect(w.vm.currentKey).toBe('chooseAccount');
    expect(w.vm.currentForm?.text('bank_id')).toBe('1');
    await w.vm.forward();
    expect(w.bank.variant).toBe('participant');
  });
});
