import { describe, expect, test } from 'vitest';
import { bankApplicationFixture } from '@/domain/bank/bank-application-fixtures';
import type { BankAccountEntry } from '@/domain/bank/bank-records';
import type { BankApi } from '@/ports/bank-api';
import { refusal, SIGNATURE_PNG } from './contract-kit';

/** Whose application the contract opens: one the review passes, one it asks documents of, one it declines after them. */
export type BankApplicant = 'passes' | 'steps-up' | 'declined';

/** A new user's bank application: the port, the user's id (for the update-status call) and the deposits sent to them. */
export interface BankContractSubject {
  api: BankApi;
  userId: string;
  /** The two micro-deposits of the newest connection, as the user reads them on the statement ('0.12'). */
  sentDeposits(): Promise<[string, string]>;
}

/** The day both subjects run on (the application's signing date must be today). */
const TODAY = '2026-11-23';

/** A valid Fill Out Bank Application step, signed today. */
const APPLICATION = bankApplicationFixture(TODAY, SIGNATURE_PNG);

/** Valid identity details (the expiry years ahead). */
const IDENTITY = { id_type: 'driversLicense', id_number: 'D1234567', id_state: 'TX', id_expiry_date: '2035-01-31' };

/** Bytes that open with the PNG signature (the server checks the content). */
const png = (): Blob =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(600).fill(7)])], {
    type: 'image/png',
  });
const pdf = (): Blob => new Blob(['%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' });

const ACCOUNT: BankAccountEntry = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountNumberConfirm: '000123456789',
  accountType: 'checking',
};

/** Fills the three editing steps with both ID photos and sends the application. */
async function fillAndSubmit(api: BankApi): Promise<void> {
  await api.saveStep('chooseAccount', { bank_id: 1, account_type: '401(k) trust checking account' });
  await api.saveStep('fillApplication', APPLICATION);
  const front = await api.upload('id_front', png(), 'front.png');
  const back = await api.upload('id_back', png(), 'back.png');
  await api.saveStep('identityDetails', { ...IDENTITY, id_photo_picture: front.id, id_photo_picture2: back.id });
  await api.submit();
}

/** An application the review approved. */
async function approved(subject: () => Promise<BankContractSubject>): Promise<BankContractSubject> {
  const s = await subject();
  await fillAndSubmit(s.api);
  await s.api.completeReviewNow();
  return s;
}

/**
 * The BankApi contract (decisions 0140, 0200, 0302): what the in-memory fake and the HTTP adapter against the
 * embedded server (local review on request, local micro-deposits, a fixed clock) both do. Messages verbatim as the
 * server gives them.
 */
export function bankApiContract(name: string, subject: (applicant?: BankApplicant) => Promise<BankContractSubject>): void {
  describe(`BankApi contract: ${name}`, () => {
    test('a new application is an unstarted draft on chooseAccount; a client cannot jump ahead; progress is resumed', async () => {
      const { api } = await subject();
      expect(await api.status()).toEqual({
        status: 'draft',
        currentStep: 'chooseAccount',
        variant: 'planOwner',
        started: false,
        submittedAt: null,
        reviewDueAt: null,
        reviews: 0,
        documents: [],
        stepUpDocuments: ['proof_of_address', 'second_id'],
        connection: null,
        support: null,
        planAdopted: true,
        trustAccount: null,
      });
      expect(await api.flow()).toEqual({ currentStep: 'chooseAccount', variant: 'planOwner', steps: {} });
      for (const step of ['inProgress', 'stepUpNeeded', 'ConnectBank'])
        expect((await refusal(api.saveProgress(step, 'planOwner'))).status).toBe(409);
      expect((await refusal(api.saveStep('ConnectBank', { institution_name: 'x' }))).status).toBe(409);
      expect(await refusal(api.connect(ACCOUNT))).toMatchObject({
        status: 409,
        message: 'The bank application must be approved before connecting an account',
      });
      await api.saveProgress('fillApplication', 'participant');
      expect(await api.status()).toMatchObject({ currentStep: 'fillApplication', variant: 'participant', started: true });
      expect(await api.flow()).toMatchObject({ currentStep: 'fillApplication', variant: 'participant' });
    });

    test('the configured banks; a user with no checkout identity starts the identity step empty', async () => {
      const { api } = await subject();
      expect(await api.bankIds()).toEqual([1, 2]);
      expect(await api.checkoutIdentity()).toEqual({});
    });

    test('steps are saved with the domain rules and resumed; a refused step keeps what was saved', async () => {
      const { api } = await subject();
      expect(await api.saveStep('chooseAccount', { bank_id: 2, account_type: 'checking' })).toEqual({
        stepKey: 'chooseAccount',
        values: { bank_id: 2, account_type: 'checking' },
        complete: true,
      });
      const saved = await api.saveStep('fillApplication', APPLICATION);
      expect(saved).toEqual({ stepKey: 'fillApplication', values: APPLICATION, complete: true });
      const { plan_signature: _s, plan_signer_title: _t, ...unsigned } = APPLICATION;
      expect(await refusal(api.saveStep('fillApplication', { ...unsigned, bank_income: 'over250000' }))).toEqual({
        status: 400,
        fields: { plan_signature: ['Signature is required'], plan_signer_title: ['Signer Title is required'] },
        message: undefined,
      });
      expect(
        (await refusal(api.saveStep('fillApplication', { ...APPLICATION, plan_signature: 'data:image/jpeg;base64,AA' }))).fields,
      ).toEqual({
        plan_signature: ['Signature must be png'],
      });
      const flow = await api.flow();
      expect(flow.steps.fillApplication).toEqual(saved);
      expect(flow.steps.chooseAccount.values).toEqual({ bank_id: 2, account_type: 'checking' });
    });

    test('the ID number is answered masked; its mask sent back keeps it, any other mask is refused', async () => {
      const { api } = await subject();
      const step = await api.saveStep('identityDetails', IDENTITY);
      expect(step.values).toEqual({ ...IDENTITY, id_number: '••••4567' });
      expect((await api.saveStep('identityDetails', { ...step.values, id_state: 'CA' })).values).toMatchObject({
        id_number: '••••4567',
        id_state: 'CA',
      });
      expect((await refusal(api.saveStep('identityDetails', { ...IDENTITY, id_number: '••••1111' }))).fields).toEqual({
        id_number: ['Type the full number: only the saved number may stay masked'],
      });
      expect((await api.flow()).steps.identityDetails.values).toMatchObject({ id_number: '••••4567', id_state: 'CA' });
    });

    test('uploads are checked by their content: ID photos must be images; a refused one is not kept', async () => {
      const { api } = await subject();
      expect(await refusal(api.upload('id_front', pdf(), 'front.png'))).toEqual({
        status: 400,
        fields: { file: ['The ID photo must be a PNG or JPEG image'] },
        message: undefined,
      });
      const text = new Blob(['hello, not an image'], { type: 'image/png' });
      expect((await refusal(api.upload('id_front', text, 'front.png'))).fields).toEqual({
        file: ['Only PDF, PNG, JPEG, TIFF, DOCX and XLSX files can be uploaded'],
      });
      expect((await api.status()).documents).toEqual([]);
      const front = await api.upload('id_front', png(), 'front.png');
      expect(front).toEqual({
        id: expect.stringMatching(/^bd_/),
        kind: 'id_front',
        name: 'front.png',
        size: 608,
        contentType: 'image/png',
        createdAt: '2026-11-23T10:00:00.000Z',
      });
      const bill = await api.upload('proof_of_address', pdf(), 'bill.png');
      expect([bill.name, bill.contentType]).toEqual(['bill.pdf', 'application/pdf']);
      const documents = (await api.status()).documents;
      expect(documents).toHaveLength(2);
      expect(documents).toEqual(expect.arrayContaining([front, bill]));
    });

    test('submit names what is missing; the ID photos must be own uploads of the right kind', async () => {
      const { api } = await subject();
      await api.saveStep('identityDetails', IDENTITY);
      expect(await refusal(api.submit())).toEqual({
        status: 400,
        fields: {
          chooseAccount: ['Complete this step first'],
          fillApplication: ['Complete this step first'],
          id_photo_picture: ['Upload a photo of the front of your ID'],
          id_photo_picture2: ['Upload a photo of the back of your ID'],
        },
        message: undefined,
      });
      const back = await api.upload('id_back', png(), 'back.png');
      const wrongKind = { ...IDENTITY, id_photo_picture: back.id, id_photo_picture2: back.id };
      expect((await refusal(api.saveStep('identityDetails', wrongKind))).fields).toEqual({
        id_photo_picture: ['Upload a photo of the front of your ID'],
      });
      expect((await api.flow()).steps.identityDetails.values).toEqual({ ...IDENTITY, id_number: '••••4567' });
      expect((await api.status()).status).toBe('draft');
    });

    test('submit -> in review (pending verification) -> the review passes: approved, on ConnectBank', async () => {
      const { api, userId } = await subject();
      await fillAndSubmit(api);
      const inReview = await api.status();
      expect(inReview).toMatchObject({ status: 'in_review', currentStep: 'inProgress', started: true, reviews: 0 });
      expect(inReview.submittedAt).toBe('2026-11-23T10:00:00.000Z');
      expect(inReview.trustAccount).toMatchObject({ status: 'opening', accountNumber: null, bankName: 'Heritage Trust Bank' });
      expect((await api.flow()).currentStep).toBe('inProgress');
      expect((await refusal(api.saveStep('fillApplication', APPLICATION))).status).toBe(409);
      expect(await refusal(api.submit())).toMatchObject({ status: 409, message: 'The application was already sent' });
      expect(await api.verification(userId)).toEqual({ score: 0, minPassingScore: 40, passed: false, status: 'pending' });
      expect(await api.completeReviewNow()).toMatchObject({
        status: 'approved',
        currentStep: 'ConnectBank',
        reviews: 1,
        support: null,
      });
      expect(await api.verification(userId)).toEqual({ score: 50, minPassingScore: 40, passed: true, status: 'passed' });
      // The bank opened the plan's trust account (decision 0313): its number masked to the last four, never whole.
      const trust = (await api.status()).trustAccount;
      expect(trust).toMatchObject({
        bankName: 'Heritage Trust Bank',
        accountType: '401(k) trust checking account',
        accountTitle: 'Lovelace Solo 401(k) Plan',
        planEin: '98-7654321',
        status: 'open',
        openedAt: '2026-11-23T10:00:00.000Z',
      });
      expect(trust?.accountNumber).toMatch(/^••••\d{4}$/);
      expect(await refusal(api.completeReviewNow())).toMatchObject({
        status: 409,
        message: 'The application is not under review',
      });
    });

    test('a low score asks for documents, each named until sent; the second review passes', async () => {
      const { api, userId } = await subject('steps-up');
      await fillAndSubmit(api);
      expect(await api.completeReviewNow()).toMatchObject({
        status: 'step_up_needed',
        currentStep: 'stepUpNeeded',
        support: null,
      });
      expect(await api.verification(userId)).toEqual({
        score: 20,
        minPassingScore: 40,
        passed: false,
        status: 'step_up_needed',
      });
      expect(await refusal(api.submitStepUp())).toEqual({
        status: 400,
        fields: {
          proof_of_address: ['Upload: Proof of address (a utility bill or bank statement from the last 90 days)'],
          second_id: ['Upload: A second government-issued photo ID (passport, or driver’s license if you sent a passport)'],
        },
        message: undefined,
      });
      await api.upload('proof_of_address', pdf(), 'bill.pdf');
      expect(Object.keys((await refusal(api.submitStepUp())).fields as object)).toEqual(['second_id']);
      await api.upload('second_id', png(), 'passport.png');
      expect(await api.submitStepUp()).toMatchObject({ status: 'step_up_review', currentStep: 'inProgress' });
      expect(await api.completeReviewNow()).toMatchObject({ status: 'approved', currentStep: 'ConnectBank', reviews: 2 });
    });

    test('a second failure declines and says how to reach support', async () => {
      const { api, userId } = await subject('declined');
      await fillAndSubmit(api);
      await api.completeReviewNow();
      await api.upload('proof_of_address', pdf(), 'bill.pdf');
      await api.upload('second_id', png(), 'passport.png');
      await api.submitStepUp();
      const declined = await api.completeReviewNow();
      expect(declined).toMatchObject({ status: 'declined', currentStep: 'stepUpNeeded', reviews: 2 });
      expect(declined.support).toEqual({ email: expect.any(String), phone: expect.any(String) });
      expect(await api.verification(userId)).toMatchObject({ passed: false, status: 'declined' });
      expect(await refusal(api.submitStepUp())).toMatchObject({ status: 409, message: 'No documents are asked for now' });
    });

    test('connect: the rules first, then the account masked with its bank; a wrong then right deposit check connects it', async () => {
      const { api, sentDeposits } = await approved(subject);
      expect(
        await refusal(
          api.connect({ routingNumber: '021000022', accountNumber: '12', accountNumberConfirm: '13', accountType: '' }),
        ),
      ).toEqual({
        status: 400,
        fields: {
          routing_number: ['Routing number is not valid'],
          account_number: ['Account number must be 4 to 17 digits'],
          account_number_confirm: ['Account numbers do not match'],
          account_type: ['Account type is required'],
        },
        message: undefined,
      });
      const pending = {
        routingNumber: '••••0021',
        accountNumber: '••••6789',
        accountType: 'checking',
        bankName: 'JPMorgan Chase Bank',
        status: 'pending_verification',
        attemptsLeft: 3,
        lockedUntil: null,
      };
      expect(await api.connect(ACCOUNT)).toEqual(pending);
      expect((await api.status()).connection).toEqual(pending);
      expect((await refusal(api.verifyDeposits({ deposit1: '', deposit2: '12' }))).fields).toEqual({
        deposit_1: ['First deposit amount is required'],
        deposit_2: ['Enter the amount in dollars between 0.01 and 0.99'],
      });
      const [a, b] = await sentDeposits();
      const miss = a === '0.01' || b === '0.01' ? '0.02' : '0.01';
      const wrong = await api.verifyDeposits({ deposit1: miss, deposit2: miss });
      expect(wrong).toEqual({ outcome: 'wrong', attemptsLeft: 2, connection: { ...pending, attemptsLeft: 2 } });
      const right = await api.verifyDeposits({ deposit1: b, deposit2: a });
      expect(right).toEqual({
        outcome: 'verified',
        attemptsLeft: 0,
        connection: { ...pending, status: 'connected', attemptsLeft: 0 },
      });
      expect((await api.status()).connection?.status).toBe('connected');
      expect(await refusal(api.connect(ACCOUNT))).toMatchObject({
        status: 409,
        message: 'A primary account is already connected',
      });
    });

    test('three wrong deposit checks lock it for a day: even the right amounts are refused until then', async () => {
      const { api, sentDeposits } = await approved(subject);
      await api.connect({ ...ACCOUNT, accountType: 'savings' });
      const [a, b] = await sentDeposits();
      const miss = a === '0.50' || b === '0.50' ? '0.51' : '0.50';
      const outcomes: string[] = [];
      for (let i = 0; i < 3; i++) outcomes.push((await api.verifyDeposits({ deposit1: miss, deposit2: miss })).outcome);
      expect(outcomes).toEqual(['wrong', 'wrong', 'locked']);
      const locked = await api.verifyDeposits({ deposit1: a, deposit2: b });
      expect(locked).toMatchObject({
        outcome: 'locked',
        attemptsLeft: 0,
        connection: { status: 'locked', attemptsLeft: 0, lockedUntil: '2026-11-24T10:00:00.000Z', accountType: 'savings' },
      });
      expect((await api.status()).connection?.status).toBe('locked');
      expect(await refusal(api.connect(ACCOUNT))).toMatchObject({
        status: 409,
        message: 'Too many wrong amounts: try again after the lock ends',
      });
    });
  });
}
