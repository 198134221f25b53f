import { OPENING_BALANCE_SOURCES, openingBalanceErrors } from '@/domain/plan-takeover/opening-balances';
import { priorFilingErrors } from '@/domain/plan-takeover/prior-filings';
import {
  PRIOR_PLAN_DOCUMENTS,
  PRIOR_PLAN_FOLDER,
  type PriorPlanDocumentKind,
  takeoverProgress,
  takeoverSummary,
} from '@/domain/plan-takeover/takeover-progress';
import type {
  OpeningBalancesInput,
  OpeningBalancesRecord,
  PlanTakeoverStatus,
  PriorFiling,
} from '@/domain/plan-takeover/takeover-status';
import type { Clock } from '@/ports/clock';
import type { PlanTakeoverApi } from '@/ports/plan-takeover-api';
import { type FieldMessages, refused, throwIfInvalid } from './fake-port-kit';

/**
 * An in-memory plan takeover with the server's rules (decisions 0343, 0344): a plan taken over on 2015-03-01, number
 * 002, taken over on the first day of the clock's year; opening balances once (one effect per Idempotency-Key).
 * Tests set `applies` false for a plan set up here.
 */
export class FakePlanTakeoverApi implements PlanTakeoverApi {
  applies = true;
  owner = true;
  readonly effectiveDate = '2015-03-01';
  private readonly documents = new Map<PriorPlanDocumentKind, string>();
  private opening: OpeningBalancesRecord | undefined;
  private readonly keys = new Map<string, OpeningBalancesRecord>();
  private readonly filings = new Map<number, PriorFiling>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  private get takeoverDate(): string {
    return `${this.clock.now().getUTCFullYear()}-01-01`;
  }

  async status(): Promise<PlanTakeoverStatus> {
    const state = { documents: [...this.documents.keys()], openingBalances: this.opening !== undefined };
    return {
      applies: this.applies,
      owner: this.owner,
      effectiveDate: this.applies ? this.effectiveDate : undefined,
      planNumber: this.applies ? '002' : undefined,
      takeoverDate: this.applies ? this.takeoverDate : undefined,
      folder: PRIOR_PLAN_FOLDER,
      documents: PRIOR_PLAN_DOCUMENTS.map((d) => ({
        kind: d.kind,
        label: d.label,
        name: d.name,
        documentId: this.documents.get(d.kind),
      })),
      openingBalances: this.opening,
      priorFilings: [...this.filings.values()].sort((a, b) => a.planYear - b.planYear),
      ...takeoverProgress(state),
      summary: takeoverSummary(state),
    };
  }

  async fileDocument(kind: PriorPlanDocumentKind, _file: Blob, _fileName: string): Promise<string> {
    const id = `doc-${kind}`;
    this.documents.set(kind, id);
    return id;
  }

  async recordOpeningBalances(input: OpeningBalancesInput, idempotencyKey: string): Promise<OpeningBalancesRecord> {
    const replay = this.keys.get(idempotencyKey);
    if (replay) return replay;
    if (!this.applies) throw refused(409, 'conflict', 'This plan was set up here, not brought from elsewhere');
    const body = {
      as_of: input.asOf,
      ...input.amounts,
      roth_basis_cents: input.rothBasisCents,
      roth_first_year: input.rothFirstYear,
      after_tax_basis_cents: input.afterTaxBasisCents,
    };
    const errors = openingBalanceErrors(body, { now: this.clock.now(), effectiveDate: this.effectiveDate });
    throwIfInvalid(errors as FieldMessages);
    if (this.opening) throw refused(409, 'conflict', 'Opening balances are already recorded');
    const record: OpeningBalancesRecord = {
      ...input,
      rothFirstYear: input.amounts.roth_cents > 0 ? input.rothFirstYear : undefined,
      totalCents: OPENING_BALANCE_SOURCES.reduce((sum, { field }) => sum + input.amounts[field], 0),
    };
    this.opening = record;
    this.keys.set(idempotencyKey, record);
    return record;
  }

  async recordPriorFiling(filing: PriorFiling): Promise<PriorFiling> {
    if (!this.applies || !this.owner) throw refused(409, 'conflict', "Only the plan's owner records the plan's prior filings");
    const errors = priorFilingErrors(
      { plan_year: filing.planYear, filed_on: filing.filedOn, year_end_assets_cents: filing.yearEndAssetsCents },
      { now: this.clock.now(), effectiveYear: 2015, takeoverYear: Number(this.takeoverDate.slice(0, 4)) },
    );
    throwIfInvalid(errors as FieldMessages);
    this.filings.set(filing.planYear, filing);
    return filing;
  }
}
