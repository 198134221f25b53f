import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type {
  BankAccountEntry,
  BankApplicationRecord,
  BankConnectionRecord,
  BankDocumentRecord,
  BankFlowRecord,
  BankStep,
  BankStepValues,
  DepositCheckRecord,
  DepositEntry,
  IdentityVerificationRecord,
} from '@/domain/bank/bank-records';
import type { PlanRole } from '@/domain/flow';
import type { ApiClient } from '@/ports/api-client';
import type { BankApi, BankUploadOptions } from '@/ports/bank-api';
import type { Answer, RequestBody, Schema } from './wire';

/**
 * The bank application over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As): the only
 * code that knows the /bank-application paths and their snake_case shapes (decision 0302).
 */
export class HttpBankApi implements BankApi {
  constructor(private readonly api: ApiClient) {}

  async flow(): Promise<BankFlowRecord> {
    const flow = await this.api.get<Answer<'getBankApplication'>>('/bank-application');
    return {
      currentStep: flow.current_step,
      variant: flow.variant,
      steps: Object.fromEntries(Object.entries(flow.steps).map(([key, step]) => [key, stepOf(step)])),
    };
  }

  async status(): Promise<BankApplicationRecord> {
    return applicationOf(await this.api.get<Answer<'getBankApplicationStatus'>>('/bank-application/status'));
  }

  async saveStep(stepKey: string, values: BankStepValues): Promise<BankStep> {
    const path = `/bank-application/steps/${encodeURIComponent(stepKey)}`;
    return stepOf(await this.api.put<Schema<'StepData'>>(path, values));
  }

  async saveProgress(stepKey: string, role: PlanRole): Promise<void> {
    const body = { current_step: stepKey, variant: role } as RequestBody<'putBankApplicationProgress'>;
    await this.api.put<Answer<'putBankApplicationProgress'>>('/bank-application/progress', body);
  }

  async checkoutIdentity(): Promise<BankStepValues> {
    const step = await this.api.get<Answer<'getCheckoutIdentityDetails'>>('/checkout/steps/identityDetails');
    return { ...(step.values ?? {}) };
  }

  async bankIds(): Promise<number[]> {
    const config = await this.api.get<Answer<'getProductConfig'>>('/config');
    return Array.isArray(config.banks) ? config.banks.map(Number).filter(Number.isFinite) : [];
  }

  async upload(
    kind: BankDocumentKind,
    file: Blob,
    fileName: string,
    options: BankUploadOptions = {},
  ): Promise<BankDocumentRecord> {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, fileName);
    const doc = await this.api.upload<Answer<'uploadBankDocument', 201>>('/bank-application/documents', form, {
      onUploadProgress: options.onProgress,
    });
    return documentOf(doc);
  }

  async submit(): Promise<BankApplicationRecord> {
    return applicationOf(await this.api.post<Answer<'submitBankApplication'>>('/bank-application/submit'));
  }

  async submitStepUp(): Promise<BankApplicationRecord> {
    return applicationOf(await this.api.post<Answer<'submitBankStepUp'>>('/bank-application/step-up'));
  }

  async completeReviewNow(): Promise<BankApplicationRecord> {
    return applicationOf(await this.api.post<Answer<'completeBankReview'>>('/bank-application/review/complete'));
  }

  async verification(uid: string): Promise<IdentityVerificationRecord> {
    const v = (await this.api.getIdentityVerificationStatus(uid)) as Answer<'getIdentityVerificationStatus'>;
    return { score: v.score, minPassingScore: v.min_passing_score, passed: v.passed, status: v.status };
  }

  async connect(account: BankAccountEntry): Promise<BankConnectionRecord> {
    const body: RequestBody<'connectBankAccount'> = {
      routing_number: account.routingNumber,
      account_number: account.accountNumber,
      account_number_confirm: account.accountNumberConfirm,
      account_type: account.accountType,
    };
    return connectionOf(await this.api.put<Answer<'connectBankAccount'>>('/bank-application/connection', body));
  }

  async verifyDeposits(amounts: DepositEntry): Promise<DepositCheckRecord> {
    const body: RequestBody<'verifyBankDeposits'> = { deposit_1: amounts.deposit1, deposit_2: amounts.deposit2 };
    const check = await this.api.post<Answer<'verifyBankDeposits'>>('/bank-application/connection/verify', body);
    return { outcome: check.outcome, attemptsLeft: check.attempts_left, connection: connectionOf(check.connection) };
  }
}

const stepOf = (s: Schema<'StepData'>): BankStep => ({
  stepKey: s.step_key,
  values: { ...s.values },
  complete: s.complete,
});

const documentOf = (d: Schema<'BankDocument'>): BankDocumentRecord => ({
  id: d.id,
  kind: d.kind,
  name: d.name,
  size: d.size,
  contentType: d.content_type,
  createdAt: d.created_at,
});

const connectionOf = (c: Schema<'BankConnection'>): BankConnectionRecord => ({
  routingNumber: c.routing_number,
  accountNumber: c.account_number,
  accountType: c.account_type,
  bankName: c.bank_name,
  status: c.status,
  attemptsLeft: c.attempts_left,
  lockedUntil: c.locked_until,
});

const applicationOf = (a: Schema<'BankApplicationStatus'>): BankApplicationRecord => ({
  status: a.status,
  currentStep: a.current_step,
  variant: a.variant,
  started: a.started,
  submittedAt: a.submitted_at ?? null,
  reviewDueAt: a.review_due_at ?? null,
  reviews: a.reviews ?? 0,
  documents: a.documents.map(documentOf),
  stepUpDocuments: a.step_up_documents as BankDocumentKind[],
  connection: a.connection === null ? null : connectionOf(a.connection),
  support: a.support === null ? null : { email: a.support.email ?? '', phone: a.support.phone ?? '' },
  planAdopted: a.plan_adopted,
  trustAccount:
    a.trust_account === null
      ? null
      : {
          bankName: a.trust_account.bank_name,
          accountType: a.trust_account.account_type,
          accountNumber: a.trust_account.account_number,
          accountTitle: a.trust_account.account_title,
          planEin: a.trust_account.plan_ein ?? null,
          status: a.trust_account.status,
          openedAt: a.trust_account.opened_at,
        },
});
