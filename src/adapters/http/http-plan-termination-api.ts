import type { PlanTerminationRecord, TerminationResolutionInput } from '@/domain/plan-termination';
import type { ApiClient } from '@/ports/api-client';
import type { PlanTerminationApi } from '@/ports/plan-termination-api';
import type { Answer, RequestBody, Schema } from './wire';

const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** Ending the plan over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpPlanTerminationApi implements PlanTerminationApi {
  constructor(private readonly api: ApiClient) {}

  async state(): Promise<PlanTerminationRecord> {
    return terminationOf(await this.api.get<Answer<'getPlanTermination'>>('/plan-termination'));
  }

  async adopt(input: TerminationResolutionInput, idempotencyKey: string): Promise<PlanTerminationRecord> {
    const body: RequestBody<'adoptPlanTermination'> = {
      termination_date: input.terminationDate,
      resolution_date: input.resolutionDate,
      signer_first_name: input.signerFirstName,
      signer_last_name: input.signerLastName,
      signer_title: input.signerTitle,
      signature: input.signature,
    };
    return terminationOf(
      await this.api.post<Answer<'adoptPlanTermination', 201>>('/plan-termination', body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }

  async offsetLoan(loanId: string, idempotencyKey: string): Promise<void> {
    const body: RequestBody<'offsetLoan'> = { reason: 'plan_termination' };
    await this.api.post<Answer<'offsetLoan', 201>>(`/loans/${encodeURIComponent(loanId)}/offset`, body, {
      headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
    });
  }
}

function terminationOf(t: Schema<'PlanTermination'>): PlanTerminationRecord {
  const r = t.resolution;
  const c = t.checklist;
  return {
    status: t.status,
    role: t.role,
    resolution: r
      ? {
          terminationDate: r.termination_date,
          resolutionDate: r.resolution_date,
          signerName: r.signer_name,
          signerTitle: r.signer_title,
          documentId: r.document_id,
        }
      : undefined,
    checklist: c
      ? {
          stepsLeft: c.steps_left,
          distributionDeadline: c.distribution_deadline,
          accounts: c.accounts.map((a) => ({ you: a.participant === 'you', name: a.name, balanceCents: a.balance_cents })),
          loans: c.loans.map((l) => ({
            id: l.id,
            you: l.participant === 'you',
            name: l.name,
            outstandingCents: l.outstanding_cents,
          })),
          finalReturn: { planYear: c.final_return.plan_year, filed: c.final_return.filed, filedOn: c.final_return.filed_on },
        }
      : undefined,
  };
}
