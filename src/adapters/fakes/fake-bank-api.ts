import { isMaskedNumber, MASKED_NUMBER_FIELDS, maskNumber } from '@/domain/shared/number-mask';
import { maskLastFour } from '@/domain/bank/account-mask';
import {
  decideReview,
  mayEditStep,
  mayMoveTo,
  stepOfStatus,
  submitApplication,
  submitStepUp,
  type BankApplicationStatus,
} from '@/domain/bank/bank-application-status';
import { STEP_UP_DOCUMENTS, type BankDocumentKind } from '@/domain/bank/bank-documents';
import { validateConnectBank } from '@/domain/bank/connect-bank-details';
import {
  parseDepositCents,
  recordDepositAttempt,
  validateDepositEntry,
  type MicroDepositState,
} from '@/domain/bank/micro-deposits';
import type { BankApplicationStepKey, PlanRole } from '@/domain/flow';
import { ApiError } from '@/ports/api-client';
import type {
  BankApi,
  BankConnection,
  BankDocument,
  BankFlowState,
  BankStatus,
  BankStepData,
  BankUploadOptions,
  DepositCheck,
  VerificationResult,
} from '@/ports/bank-api';

const invalid = (fields: Partial<Record<string, string[]>>): ApiError =>
  new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, { error: 'validation', fields });
const conflict = (message: string): ApiError =>
  new ApiError('Request failed with status code 409', 'ERR_BAD_REQUEST', 409, { error: 'conflict', message });
const hasErrors = (errors: Partial<Record<string, string[]>>): boolean => Object.values(errors).some((m) => m?.length);

/** An in-memory bank application with the server's state machine; the test decides reviews (`decide`). */
export class FakeBankApi implements BankApi {
  status_: BankApplicationStatus = 'draft';
  step: BankApplicationStepKey = 'chooseAccount';
  variant: PlanRole = 'planOwner';
  steps: Record<string, BankStepData> = {};
  documents: BankDocument[] = [];
  checkoutIdentityValues: Record<string, unknown> = {};
  banks = [1, 2];
  /** The two deposits sent (cents); the test reads them as the user reads a statement. */
  deposits: [number, number] = [12, 34];
  connection: (BankConnection & { deposits: MicroDepositState }) | undefined;
  /** Every call, e.g. 'submit', 'saveStep:fillApplication', for assertions. */
  readonly calls: string[] = [];
  /** The next failure of any call (then cleared). */
  failNext: Error | undefined;

  private check(call: string): void {
    this.calls.push(call);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
  }

  /** Decides the pending review with `score` (pass at 40), as the bank would. */
  decide(score: number): void {
    this.status_ = decideReview(this.status_, score, 40);
    this.step = stepOfStatus(this.status_, this.step);
  }

  async flow(): Promise<BankFlowState> {
    this.check('flow');
    return { current_step: stepOfStatus(this.status_, this.step), variant: this.variant, steps: { ...this.steps } };
  }

  async status(): Promise<BankStatus> {
    this.check('status');
    const c = this.connection;
    return {
      status: this.status_,
      current_step: stepOfStatus(this.status_, this.step),
      variant: this.variant,
      started: this.status_ !== 'draft' || Object.keys(this.steps).length > 0,
      submitted_at: null,
      review_due_at: null,
      reviews: 0,
      documents: [...this.documents],
      step_up_documents: [...STEP_UP_DOCUMENTS],
      connection: c ? this.connectionView(c) : null,
      support: this.status_ === 'declined' ? { email: 'help@example.com', phone: '' } : null,
    };
  }

  async saveStep(step: string, values: Record<string, unknown>): Promise<BankStepData> {
    this.check(`saveStep:${step}`);
    if (!mayEditStep(this.status_, step)) throw conflict(`The ${step} step cannot be changed now`);
    // Answered as the server answers it: ID and bank numbers masked (decision 0200).
    const answered = { ...values };
    for (const field of MASKED_NUMBER_FIELDS)
      if (typeof answered[field] === 'string' && answered[field] !== '' && !isMaskedNumber(answered[field]))
        answered[field] = maskNumber(answered[field]);
    this.steps[step] = { step_key: step, values: answered, complete: true };
    return this.steps[step];
  }

  async saveProgress(step: string, role: PlanRole): Promise<void> {
    this.check(`saveProgress:${step}`);
    if (!mayMoveTo(this.status_, step)) throw conflict(`Cannot move to ${step}`);
    this.step = step as BankApplicationStepKey;
    this.variant = role;
  }

  async checkoutIdentity(): Promise<Record<string, unknown>> {
    this.check('checkoutIdentity');
    return { ...this.checkoutIdentityValues };
  }

  async bankIds(): Promise<number[]> {
    this.check('bankIds');
    return [...this.banks];
  }

  async upload(kind: BankDocumentKind, file: Blob, fileName: string, options: BankUploadOptions = {}): Promise<BankDocument> {
    this.check(`upload:${kind}`);
    await Promise.resolve();
    options.onProgress?.(Math.floor(file.size / 2), file.size);
    await Promise.resolve();
    options.onProgress?.(file.size, file.size);
    const doc: BankDocument = {
      id: `bd_${this.documents.length + 1}`,
      kind,
      name: fileName,
      size: file.size,
      content_type: file.type,
      created_at: new Date(0).toISOString(),
    };
    this.documents.push(doc);
    return doc;
  }

  async submit(): Promise<BankStatus> {
    this.check('submit');
    if (this.status_ !== 'draft') throw conflict('The application was already sent');
    this.status_ = submitApplication(this.status_);
    return this.status();
  }

  async submitStepUp(): Promise<BankStatus> {
    this.check('submitStepUp');
    const kinds = new Set(this.documents.map((d) => d.kind));
    const missing = STEP_UP_DOCUMENTS.filter((k) => !kinds.has(k));
    if (missing.length > 0) throw invalid(Object.fromEntries(missing.map((k) => [k, [`Upload: ${k}`]])));
    this.status_ = submitStepUp(this.status_);
    return this.status();
  }

  async completeReviewNow(): Promise<BankStatus> {
    this.check('completeReviewNow');
    this.decide(50);
    return this.status();
  }

  async verification(_uid: string): Promise<VerificationResult> {
    this.check('verification');
    const s = this.status_;
    const status =
      s === 'approved' ? 'passed' : s === 'declined' ? 'declined' : s === 'step_up_needed' ? 'step_up_needed' : 'pending';
    return { score: s === 'approved' ? 50 : 0, min_passing_score: 40, passed: s === 'approved', status };
  }

  async connect(values: Record<string, unknown>): Promise<BankConnection> {
    this.check('connect');
    if (this.status_ !== 'approved') throw conflict('The bank application must be approved before connecting an account');
    const errors = validateConnectBank(values);
    if (hasErrors(errors)) throw invalid(errors);
    this.connection = {
      routing_number: maskLastFour(String(values.routing_number)),
      account_number: maskLastFour(String(values.account_number)),
      account_type: String(values.account_type),
      bank_name: null,
      status: 'pending_verification',
      attempts_left: 3,
      locked_until: null,
      deposits: { failedAttempts: 0, verified: false },
    };
    return this.connectionView(this.connection);
  }

  async verifyDeposits(values: Record<string, unknown>): Promise<DepositCheck> {
    this.check('verifyDeposits');
    const errors = validateDepositEntry(values);
    if (hasErrors(errors)) throw invalid(errors);
    if (!this.connection) throw conflict('Connect an account first');
    const entered = [parseDepositCents(values.deposit_1), parseDepositCents(values.deposit_2)].sort();
    const matched = entered.join() === [...this.deposits].sort().join();
    const attempt = recordDepositAttempt(this.connection.deposits, matched, new Date(0));
    this.connection = { ...this.connection, deposits: attempt.state };
    return { outcome: attempt.outcome, attempts_left: attempt.attemptsLeft, connection: this.connectionView(this.connection) };
  }

  private connectionView(c: BankConnection & { deposits: MicroDepositState }): BankConnection {
    const { deposits, ...rest } = c;
    const status = deposits.verified ? 'connected' : deposits.lockedUntil ? 'locked' : 'pending_verification';
    return { ...rest, status, attempts_left: 3 - deposits.failedAttempts };
  }
}
