import { centsToDollars, dollarsToCents } from '@/domain/money';
import type { RolloverLetterSignature, RolloverReceipt, RolloverRecord, RolloverRequest } from '@/domain/rollovers';
import type { ApiClient } from '@/ports/api-client';
import type { RolloversApi } from '@/ports/rollovers-api';
import { fileInLibrary } from './library-filing';
import type { Answer, RequestBody, Schema } from './wire';

const IDEMPOTENCY_KEY = 'Idempotency-Key';
/** The library folder the statements are filed in (with the letters of acceptance). */
const ROLLOVERS_FOLDER = 'Rollovers';
const rolloverPath = (id: string, rest = ''): string => `/rollovers/${encodeURIComponent(id)}${rest}`;

/** The incoming rollovers area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpRolloversApi implements RolloversApi {
  constructor(private readonly api: ApiClient) {}

  async rollovers(): Promise<RolloverRecord[]> {
    return (await this.api.get<Answer<'listRollovers'>>('/rollovers')).map(rolloverOf);
  }

  async planAcceptsRoth(): Promise<boolean> {
    const checkout = await this.api.get<Answer<'getCheckout'>>('/checkout');
    const values: Record<string, unknown> | undefined = checkout.steps?.planDetails?.values;
    const roll = values?.plan_roth_roll;
    return roll === undefined || roll === true || roll === 'true';
  }

  async request(request: RolloverRequest, idempotencyKey: string): Promise<RolloverRecord> {
    const body: RequestBody<'requestRollover'> = {
      source_kind: request.sourceKind,
      provider: request.provider,
      amount: centsToDollars(request.amountCents),
      roth_amount: centsToDollars(request.rothCents),
      method: request.method,
      distribution_date: request.distributionDate,
    };
    return rolloverOf(
      await this.api.post<Answer<'requestRollover', 201>>('/rollovers', body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }

  async signLetter(rolloverId: string, signature: RolloverLetterSignature): Promise<RolloverRecord> {
    const body: RequestBody<'signRolloverLetter'> = {
      administrator_name: signature.administratorName,
      administrator_title: signature.administratorTitle,
      signature: signature.signature,
    };
    return rolloverOf(await this.api.post<Answer<'signRolloverLetter'>>(rolloverPath(rolloverId, '/letter'), body));
  }

  async attachStatement(rolloverId: string, file: Blob, fileName: string): Promise<RolloverRecord> {
    const body: RequestBody<'attachRolloverStatement'> = {
      document_id: await fileInLibrary(this.api, [ROLLOVERS_FOLDER], file, fileName),
    };
    return rolloverOf(await this.api.post<Answer<'attachRolloverStatement'>>(rolloverPath(rolloverId, '/statement'), body));
  }

  expectFunds(rolloverId: string): Promise<RolloverRecord> {
    return this.move(rolloverId, { status: 'funds_expected' });
  }

  markReceived(rolloverId: string, receipt: RolloverReceipt): Promise<RolloverRecord> {
    return this.move(rolloverId, {
      status: 'received',
      amount: centsToDollars(receipt.amountCents),
      received_date: receipt.receivedDate,
    });
  }

  private async move(rolloverId: string, body: RequestBody<'changeRolloverStatus'>): Promise<RolloverRecord> {
    return rolloverOf(await this.api.post<Answer<'changeRolloverStatus'>>(rolloverPath(rolloverId, '/status'), body));
  }
}

function rolloverOf(r: Schema<'Rollover'>): RolloverRecord {
  return {
    id: r.id,
    sourceKind: r.source_kind,
    provider: r.provider,
    amountCents: dollarsToCents(r.amount),
    preTaxCents: dollarsToCents(r.pre_tax_amount),
    rothCents: dollarsToCents(r.roth_amount),
    method: r.method,
    distributionDate: r.distribution_date,
    status: r.status,
    statementDocumentId: r.statement_document_id,
    letterDocumentId: r.letter_document_id,
    receivedCents: r.received_amount === null ? null : dollarsToCents(r.received_amount),
    receivedDate: r.received_date,
    contributionId: r.contribution_id,
    history: r.history.map((h) => ({
      status: h.status,
      amountCents: h.amount === null ? null : dollarsToCents(h.amount),
      onDate: h.on_date,
      at: h.at,
    })),
    createdAt: r.created_at,
  };
}
