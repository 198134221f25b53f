import { EMPTY_UPLOAD_MESSAGE, UPLOAD_TYPE_MESSAGE } from '@/domain/shared/upload-messages';
import { lastFour, maskLastFour } from '@/domain/bank/account-mask';
import { bankOffers } from '@/domain/bank/bank-offers';
import { PLAN_NOT_ADOPTED_CODE, PLAN_NOT_ADOPTED_MESSAGE } from '@/domain/bank/plan-adoption';
import {
  decideReview,
  isUnderReview,
  mayEditStep,
  mayMoveTo,
  stepOfStatus,
  submitApplication,
  submitStepUp,
  type BankApplicationStatus,
} from '@/domain/bank/bank-application-status';
import { validateBankApplication } from '@/domain/bank/bank-application-details';
import {
  ID_PHOTO_MESSAGES,
  missingDocumentMessage,
  STEP_UP_DOCUMENTS,
  type BankDocumentKind,
  ID_PHOTO_TYPE_MESSAGE,
} from '@/domain/bank/bank-documents';
import type {
  BankAccountEntry,
  BankApplicationRecord,
  BankConnectionRecord,
  TrustAccountRecord,
  BankDocumentRecord,
  BankFlowRecord,
  BankStep,
  BankStepValues,
  DepositCheckRecord,
  DepositEntry,
  IdentityVerificationRecord,
} from '@/domain/bank/bank-records';
import { validateConnectBank } from '@/domain/bank/connect-bank-details';
import {
  attemptsLeft,
  depositsMatch,
  isLocked,
  parseDepositCents,
  recordDepositAttempt,
  validateDepositEntry,
  type MicroDepositState,
} from '@/domain/bank/micro-deposits';
import { bankNameForRouting } from '@/domain/bank/routing-bank-names';
import { IDENTITY_VERIFICATION } from '@/domain/constants';
import { bankApplicationSteps, type BankApplicationStepKey, type PlanRole } from '@/domain/flow';
import { isFilled } from '@/domain/shared/field-values';
import {
  isMaskedNumber,
  MASKED_NUMBER_FIELDS,
  MASKED_NUMBER_MESSAGE,
  maskNumber,
  masksNumber,
} from '@/domain/shared/number-mask';
import { validateIdentityDetails } from '@/domain/validation';
import type { Clock } from '@/ports/clock';
import type { BankApi, BankUploadOptions } from '@/ports/bank-api';
import { FakePortCalls, invalid, refused, throwIfInvalid } from './fake-port-kit';

/** The rules of the steps with saved data (the server's step rules): undefined = free-form data. */
const STEP_RULES: Record<string, ((values: BankStepValues, now: Date) => Partial<Record<string, string[]>>) | undefined> = {
  chooseAccount: undefined,
  fillApplication: (v, now) => validateBankApplication(v, { now }),
  identityDetails: (v, now) => validateIdentityDetails(v, { now }),
  ConnectBank: undefined,
};

/** The bank document kind each ID photo field names. */
const PHOTO_KINDS: Record<keyof typeof ID_PHOTO_MESSAGES, BankDocumentKind> = {
  id_photo_picture: 'id_front',
  id_photo_picture2: 'id_back',
};

/** The connected account kept in full, as the server keeps it (encrypted there). */
interface KeptConnection {
  routing: string;
  account: string;
  accountType: string;
  deposits: MicroDepositState;
}

/**
 * An in-memory bank application with the server's state machine and rules (decisions 0140, 0200, 0302): steps checked
 * with the domain's rules (numbers answered masked, a mask sent back keeps the stored number), uploads checked by
 * their content, the review decided by `completeReviewNow` with the next of `scores` (or by the test: `decide`), the
 * account connected with masked numbers and the two `deposits` (cents) checked with the micro-deposit rules.
 */
export class FakeBankApi extends FakePortCalls implements BankApi {
  application: BankApplicationStatus = 'draft';
  /** The editing step saved as the resume point. */
  step: BankApplicationStepKey = 'chooseAccount';
  variant: PlanRole = 'planOwner';
  /** The saved steps as answered (numbers masked). */
  steps: Record<string, BankStep> = {};
  documents: BankDocumentRecord[] = [];
  /** The identity details the checkout saved. */
  checkoutIdentityValues: BankStepValues = {};
  banks = [1, 2];
  /** The two deposits sent (cents); the test reads them as the user reads a statement. */
  deposits: [number, number] = [12, 34];
  /** The score of each review, in order (the last one repeats): the local stand-in's demo score by default. */
  scores: number[] = [IDENTITY_VERIFICATION.demoScore];
  /** How to reach support once declined. */
  support = { email: 'help@example.com', phone: '' };
  /** The plan is adopted (the checkout's Plan Details signed): the application may be sent (decision 0313). */
  planAdopted = true;
  /** The plan the trust account is opened for. */
  plan = { name: 'Lovelace Solo 401(k) Plan', ein: '98-7654321' as string | null };
  /** The trust account's number, once the bank opened it. */
  private trustNumber: string | undefined;
  private trustOpenedAt: string | undefined;
  private stored: Record<string, BankStepValues> = {};
  private moved = false;
  private reviews = 0;
  private lastScore: number | undefined;
  private submittedAt: string | null = null;
  private decidedAt: Date | undefined;
  private kept: KeptConnection | undefined;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  /** Decides the pending review with `score` (pass at 40), as the bank would. */
  decide(score: number): void {
    this.reviews += 1;
    this.lastScore = score;
    this.decidedAt = this.clock.now();
    this.application = decideReview(this.application, score, IDENTITY_VERIFICATION.minPassingScore);
    this.step = stepOfStatus(this.application, this.step);
    if (this.application === 'approved' && this.trustNumber === undefined) {
      this.trustNumber = '4000123456';
      this.trustOpenedAt = this.clock.now().toISOString();
    }
  }

  async flow(): Promise<BankFlowRecord> {
    this.check('flow');
    return { currentStep: stepOfStatus(this.application, this.step), variant: this.variant, steps: { ...this.steps } };
  }

  async status(): Promise<BankApplicationRecord> {
    this.check('status');
    return this.record();
  }

  async saveStep(stepKey: string, values: BankStepValues): Promise<BankStep> {
    this.check(`saveStep:${stepKey}`);
    if (!(stepKey in STEP_RULES)) throw refused(404, 'not_found', 'Not found');
    if (!mayEditStep(this.application, stepKey))
      throw refused(409, 'conflict', `The ${stepKey} step of the bank application cannot be changed now`);
    if (stepKey === 'identityDetails') this.checkIdPhotos(values);
    const toStore = this.numbersToStore(stepKey, values);
    throwIfInvalid(STEP_RULES[stepKey]?.(toStore, this.clock.now()) ?? {});
    this.stored[stepKey] = toStore;
    this.steps[stepKey] = { stepKey, values: masked(toStore), complete: true };
    return this.steps[stepKey];
  }

  async saveProgress(stepKey: string, role: PlanRole): Promise<void> {
    this.check(`saveProgress:${stepKey}`);
    if (!mayMoveTo(this.application, stepKey))
      throw refused(409, 'conflict', `The bank application cannot move to ${stepKey} now`);
    if (!bankApplicationSteps(role).some((s) => s.key === stepKey))
      throw invalid({ current_step: [`${stepKey} is not a step of the ${role} flow`] });
    this.step = stepKey as BankApplicationStepKey;
    this.variant = role;
    this.moved = true;
  }

  async checkoutIdentity(): Promise<BankStepValues> {
    this.check('checkoutIdentity');
    return masked(this.checkoutIdentityValues);
  }

  async bankIds(): Promise<number[]> {
    this.check('bankIds');
    return [...this.banks];
  }

  async upload(
    kind: BankDocumentKind,
    file: Blob,
    fileName: string,
    options: BankUploadOptions = {},
  ): Promise<BankDocumentRecord> {
    this.check(`upload:${kind}`);
    const head = await headOf(file);
    await Promise.resolve();
    options.onProgress?.(Math.floor(file.size / 2), file.size);
    await Promise.resolve();
    options.onProgress?.(file.size, file.size);
    if (head.length === 0) throw invalid({ file: [EMPTY_UPLOAD_MESSAGE] });
    const type = sniff(head);
    if (type === undefined) throw invalid({ file: [UPLOAD_TYPE_MESSAGE] });
    if ((kind === 'id_front' || kind === 'id_back') && type.mime !== 'image/png' && type.mime !== 'image/jpeg')
      throw invalid({ file: [ID_PHOTO_TYPE_MESSAGE] });
    const stem = fileName.replace(/\.[^.]*$/, '') || 'document';
    const doc: BankDocumentRecord = {
      id: `bd_${this.documents.length + 1}`,
      kind,
      name: `${stem}.${type.ext}`,
      size: file.size,
      contentType: type.mime,
      createdAt: this.clock.now().toISOString(),
    };
    this.documents.push(doc);
    return doc;
  }

  async submit(): Promise<BankApplicationRecord> {
    this.check('submit');
    if (this.application !== 'draft') throw refused(409, 'conflict', 'The application was already sent');
    const missing: Record<string, string[]> = {};
    for (const key of ['chooseAccount', 'fillApplication', 'identityDetails'])
      if (this.steps[key]?.complete !== true) missing[key] = ['Complete this step first'];
    const identity = this.stored.identityDetails ?? {};
    for (const [field, message] of Object.entries(ID_PHOTO_MESSAGES) as [keyof typeof ID_PHOTO_MESSAGES, string][]) {
      const value = identity[field];
      const own = this.documents.some((d) => d.id === value && d.kind === PHOTO_KINDS[field]);
      const image = typeof value === 'string' && value.startsWith('data:image/');
      if (!isFilled(value) || !(own || image)) missing[field] = [message];
    }
    throwIfInvalid(missing);
    if (!this.planAdopted) throw refused(409, PLAN_NOT_ADOPTED_CODE, PLAN_NOT_ADOPTED_MESSAGE);
    this.application = submitApplication(this.application);
    this.submittedAt = this.clock.now().toISOString();
    return this.record();
  }

  async submitStepUp(): Promise<BankApplicationRecord> {
    this.check('submitStepUp');
    if (this.application !== 'step_up_needed') throw refused(409, 'conflict', 'No documents are asked for now');
    const since = this.decidedAt?.getTime() ?? 0;
    const kinds = new Set(this.documents.filter((d) => new Date(d.createdAt).getTime() >= since).map((d) => d.kind));
    throwIfInvalid(Object.fromEntries(STEP_UP_DOCUMENTS.map((k) => [k, kinds.has(k) ? [] : [missingDocumentMessage(k)]])));
    this.application = submitStepUp(this.application);
    this.submittedAt = this.clock.now().toISOString();
    return this.record();
  }

  async completeReviewNow(): Promise<BankApplicationRecord> {
    this.check('completeReviewNow');
    if (!isUnderReview(this.application)) throw refused(409, 'conflict', 'The application is not under review');
    this.decide(this.scores[Math.min(this.reviews, this.scores.length - 1)]);
    return this.record();
  }

  async verification(_uid: string): Promise<IdentityVerificationRecord> {
    this.check('verification');
    const min = IDENTITY_VERIFICATION.minPassingScore;
    if (isUnderReview(this.application))
      return { score: this.lastScore ?? 0, minPassingScore: min, passed: false, status: 'pending' };
    if (this.lastScore !== undefined) {
      const passed = this.application === 'approved';
      const status = passed ? 'passed' : this.application === 'declined' ? 'declined' : 'step_up_needed';
      return { score: this.lastScore, minPassingScore: min, passed, status };
    }
    const score = this.scores[0];
    return { score, minPassingScore: min, passed: score >= min, status: score >= min ? 'passed' : 'step_up_needed' };
  }

  async connect(account: BankAccountEntry): Promise<BankConnectionRecord> {
    this.check('connect');
    if (this.application !== 'approved')
      throw refused(409, 'conflict', 'The bank application must be approved before connecting an account');
    if (this.kept?.deposits.verified) throw refused(409, 'conflict', 'A primary account is already connected');
    throwIfInvalid(validateConnectBank(wireOf(account)));
    if (this.kept && isLocked(this.kept.deposits, this.clock.now()))
      throw refused(409, 'conflict', 'Too many wrong amounts: try again after the lock ends');
    this.kept = {
      routing: account.routingNumber,
      account: account.accountNumber,
      accountType: account.accountType,
      deposits: { failedAttempts: 0, verified: false },
    };
    return this.connectionOf(this.kept);
  }

  async verifyDeposits(amounts: DepositEntry): Promise<DepositCheckRecord> {
    this.check('verifyDeposits');
    throwIfInvalid(validateDepositEntry({ deposit_1: amounts.deposit1, deposit_2: amounts.deposit2 }));
    const kept = this.kept;
    if (kept === undefined) throw refused(409, 'conflict', 'Connect an account first');
    const now = this.clock.now();
    const entered = [parseDepositCents(amounts.deposit1) ?? 0, parseDepositCents(amounts.deposit2) ?? 0];
    const matched = kept.deposits.verified || isLocked(kept.deposits, now) ? false : depositsMatch(this.deposits, entered);
    const attempt = recordDepositAttempt(kept.deposits, matched, now);
    kept.deposits = attempt.state;
    return { outcome: attempt.outcome, attemptsLeft: attempt.attemptsLeft, connection: this.connectionOf(kept) };
  }

  private record(): BankApplicationRecord {
    const currentStep = stepOfStatus(this.application, this.step);
    return {
      status: this.application,
      currentStep,
      variant: this.variant,
      started: this.application !== 'draft' || Object.keys(this.steps).length > 0 || this.moved,
      submittedAt: this.submittedAt,
      reviewDueAt: null,
      reviews: this.reviews,
      documents: [...this.documents],
      stepUpDocuments: [...STEP_UP_DOCUMENTS],
      connection: this.kept ? this.connectionOf(this.kept) : null,
      support: this.application === 'declined' ? { ...this.support } : null,
      planAdopted: this.planAdopted,
      trustAccount: this.trustAccount(),
    };
  }

  private trustAccount(): TrustAccountRecord | null {
    const offer = bankOffers(this.banks).find((o) => o.id === Number(this.stored.chooseAccount?.bank_id)) ?? bankOffers([1])[0];
    const common = { bankName: offer.name, accountType: offer.accountType, accountTitle: this.plan.name, planEin: this.plan.ein };
    if (this.trustNumber !== undefined)
      return { ...common, accountNumber: maskLastFour(this.trustNumber), status: 'open', openedAt: this.trustOpenedAt ?? null };
    if (this.application === 'draft' || this.application === 'declined') return null;
    return { ...common, accountNumber: null, status: 'opening', openedAt: null };
  }

  private connectionOf(c: KeptConnection): BankConnectionRecord {
    const now = this.clock.now();
    const status = c.deposits.verified ? 'connected' : isLocked(c.deposits, now) ? 'locked' : 'pending_verification';
    return {
      routingNumber: maskLastFour(lastFour(c.routing)),
      accountNumber: maskLastFour(lastFour(c.account)),
      accountType: c.accountType,
      bankName: bankNameForRouting(c.routing) ?? null,
      status,
      attemptsLeft: attemptsLeft(c.deposits, now),
      lockedUntil: status === 'locked' ? (c.deposits.lockedUntil?.toISOString() ?? null) : null,
    };
  }

  /** The identity step's ID photos are the user's own uploads of the right kind, or an image the step carries. */
  private checkIdPhotos(values: BankStepValues): void {
    const errors: Record<string, string[]> = {};
    for (const [field, kind] of Object.entries(PHOTO_KINDS) as [keyof typeof ID_PHOTO_MESSAGES, BankDocumentKind][]) {
      const value = values[field];
      if (typeof value !== 'string' || value === '' || value.startsWith('data:image/')) continue;
      if (!this.documents.some((d) => d.id === value && d.kind === kind)) errors[field] = [ID_PHOTO_MESSAGES[field]];
    }
    throwIfInvalid(errors);
  }

  /** A mask sent back stands for the stored number (the step's own, or the checkout's for the identity step). */
  private numbersToStore(stepKey: string, given: BankStepValues): BankStepValues {
    const values = { ...given };
    const kept = [this.stored[stepKey], stepKey === 'identityDetails' ? this.checkoutIdentityValues : undefined];
    const refusedFields: Record<string, string[]> = {};
    for (const field of MASKED_NUMBER_FIELDS) {
      const value = values[field];
      if (!isMaskedNumber(value)) continue;
      const source = kept.find((k) => masksNumber(value, k?.[field]));
      if (source === undefined) refusedFields[field] = [MASKED_NUMBER_MESSAGE];
      else values[field] = source[field];
    }
    throwIfInvalid(refusedFields);
    return values;
  }
}

/** Values as every answer gives them: ID and bank numbers as ••••1234. */
function masked(given: BankStepValues): BankStepValues {
  const values = { ...given };
  for (const field of MASKED_NUMBER_FIELDS)
    if (typeof values[field] === 'string' && values[field] !== '') values[field] = maskNumber(values[field]);
  return values;
}

/** The account as the spec's connect rules name its fields. */
const wireOf = (a: BankAccountEntry): Record<string, unknown> => ({
  routing_number: a.routingNumber,
  account_number: a.accountNumber,
  account_number_confirm: a.accountNumberConfirm,
  account_type: a.accountType,
});

/** The first bytes of a file (Blob.arrayBuffer where there is one, else FileReader, as in jsdom). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 16);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

const startsWith = (head: Uint8Array, bytes: readonly number[]): boolean => bytes.every((b, i) => head[i] === b);

/** The type the server finds in a file's first bytes (PDF, PNG, JPEG, TIFF; the office formats are not needed here). */
function sniff(head: Uint8Array): { mime: string; ext: string } | undefined {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { mime: 'image/tiff', ext: 'tif' };
  return undefined;
}
