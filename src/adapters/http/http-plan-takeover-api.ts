import type {
  OpeningBalancesInput,
  OpeningBalancesRecord,
  PlanTakeoverStatus,
  PriorFiling,
} from '@/domain/plan-takeover/takeover-status';
import { PRIOR_PLAN_DOCUMENTS, PRIOR_PLAN_FOLDER, type PriorPlanDocumentKind } from '@/domain/plan-takeover/takeover-progress';
import type { ApiClient } from '@/ports/api-client';
import type { PlanTakeoverApi } from '@/ports/plan-takeover-api';
import { fileInLibrary } from './library-filing';
import type { Answer, RequestBody, Schema } from './wire';

/** The opening balances of the wire, in the domain's terms. */
export function openingOf(v: Schema<'OpeningBalances'>): OpeningBalancesRecord {
  return {
    asOf: v.as_of,
    amounts: {
      pre_tax_cents: v.pre_tax_cents,
      roth_cents: v.roth_cents,
      profit_sharing_cents: v.profit_sharing_cents,
      rollover_cents: v.rollover_cents,
      after_tax_cents: v.after_tax_cents,
      employer_match_cents: v.employer_match_cents,
    },
    rothBasisCents: v.roth_basis_cents,
    rothFirstYear: v.roth_first_year ?? undefined,
    afterTaxBasisCents: v.after_tax_basis_cents,
    totalCents: v.total_cents,
  };
}

const filingOf = (f: Schema<'PriorFiling'>): PriorFiling => ({
  planYear: f.plan_year,
  filedOn: f.filed_on,
  yearEndAssetsCents: f.year_end_assets_cents,
});

/** The plan takeover over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpPlanTakeoverApi implements PlanTakeoverApi {
  constructor(private readonly api: ApiClient) {}

  async status(): Promise<PlanTakeoverStatus> {
    const v = await this.api.get<Answer<'getPlanTakeover'>>('/plan-takeover');
    return {
      applies: v.applies,
      owner: v.owner,
      effectiveDate: v.effective_date ?? undefined,
      planNumber: v.plan_number ?? undefined,
      takeoverDate: v.takeover_date ?? undefined,
      folder: v.folder,
      documents: v.documents.map((d) => ({ kind: d.kind, label: d.label, name: d.name, documentId: d.document_id ?? undefined })),
      openingBalances: v.opening_balances ? openingOf(v.opening_balances) : undefined,
      priorFilings: v.prior_filings.map(filingOf),
      done: v.done,
      total: v.total,
      summary: v.summary,
    };
  }

  async fileDocument(kind: PriorPlanDocumentKind, file: Blob, fileName: string): Promise<string> {
    const fixed = PRIOR_PLAN_DOCUMENTS.find((d) => d.kind === kind)?.name ?? kind;
    const extension = /\.[A-Za-z0-9]{1,5}$/.exec(fileName)?.[0] ?? '';
    return fileInLibrary(this.api, [PRIOR_PLAN_FOLDER], file, `${fixed}${extension}`);
  }

  async recordOpeningBalances(input: OpeningBalancesInput, idempotencyKey: string): Promise<OpeningBalancesRecord> {
    const body: RequestBody<'recordOpeningBalances'> = {
      as_of: input.asOf,
      ...input.amounts,
      roth_basis_cents: input.rothBasisCents,
      roth_first_year: input.rothFirstYear ?? null,
      after_tax_basis_cents: input.afterTaxBasisCents,
    };
    return openingOf(
      await this.api.post<Answer<'recordOpeningBalances', 201>>('/plan-takeover/opening-balances', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    );
  }

  async recordPriorFiling(filing: PriorFiling): Promise<PriorFiling> {
    const body: RequestBody<'recordPriorFiling'> = {
      plan_year: filing.planYear,
      filed_on: filing.filedOn,
      year_end_assets_cents: filing.yearEndAssetsCents,
    };
    return filingOf(await this.api.post<Answer<'recordPriorFiling', 201>>('/plan-takeover/prior-filings', body));
  }
}
