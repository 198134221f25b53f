import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type { PlanRole } from '@/domain/flow';
import type { ApiClient } from '@/ports/api-client';
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

/** The bank application over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpBankApi implements BankApi {
  constructor(private readonly api: ApiClient) {}

  flow(): Promise<BankFlowState> {
    return this.api.get<BankFlowState>('/bank-application');
  }

  status(): Promise<BankStatus> {
    return this.api.get<BankStatus>('/bank-application/status');
  }

  saveStep(step: string, values: Record<string, unknown>): Promise<BankStepData> {
    return this.api.put<BankStepData>(`/bank-application/steps/${encodeURIComponent(step)}`, values);
  }

  async saveProgress(step: string, role: PlanRole): Promise<void> {
    await this.api.put('/bank-application/progress', { current_step: step, variant: role });
  }

  async checkoutIdentity(): Promise<Record<string, unknown>> {
    return (await this.api.get<BankStepData>('/checkout/steps/identityDetails')).values ?? {};
  }

  async bankIds(): Promise<number[]> {
    const config = await this.api.get<{ banks?: unknown }>('/config');
    return Array.isArray(config.banks) ? config.banks.map(Number).filter(Number.isFinite) : [];
  }

  upload(kind: BankDocumentKind, file: Blob, fileName: string, options: BankUploadOptions = {}): Promise<BankDocument> {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, fileName);
    return this.api.upload<BankDocument>('/bank-application/documents', form, { onUploadProgress: options.onProgress });
  }

  submit(): Promise<BankStatus> {
    return this.api.post<BankStatus>('/bank-application/submit');
  }

  submitStepUp(): Promise<BankStatus> {
    return this.api.post<BankStatus>('/bank-application/step-up');
  }

  completeReviewNow(): Promise<BankStatus> {
    return this.api.post<BankStatus>('/bank-application/review/complete');
  }

  async verification(uid: string): Promise<VerificationResult> {
    return (await this.api.getIdentityVerificationStatus(uid)) as VerificationResult;
  }

  connect(values: Record<string, unknown>): Promise<BankConnection> {
    return this.api.put<BankConnection>('/bank-application/connection', values);
  }

  verifyDeposits(values: Record<string, unknown>): Promise<DepositCheck> {
    return this.api.post<DepositCheck>('/bank-application/connection/verify', values);
  }
}
