import {
  CALENDAR_YEAR_END,
  catchUpLimitCents,
  CONTRIBUTION_SOURCES,
  type ContributionInput,
  type ContributionPlanSetup,
  type ContributionRecord,
  type ContributionSource,
  type ContributionSummaryRecord,
  type ContributionWarningRecord,
  type ContributionWithWarnings,
  type ContributionYearFacts,
  type ContributionWarning,
  type CorrectionRequest,
  compensationBasisFor,
  contributionEntryErrors,
  contributionUsage,
  extensionRecordErrors,
  type FiledDocument,
  filingDeadlines,
  filingRecordErrors,
  filingReminders,
  filingRequirement,
  type Form5500EzFacts,
  type Form5500EzFilingRecord,
  type Form5500EzStatusRecord,
  type Form5558ExtensionRecord,
  lateFiling,
  latePenaltyRate,
  limitsFor,
  type LimitUse,
  type ParticipantYear,
  type PaidDistribution,
  planYearBounds,
  remainingRoomCents,
  rothEmployerCentsOf,
  taxFormObligations,
  type TaxFormsRecord,
  type YearContributions,
  yearWarnings,
} from '@/domain/contributions';
import {
  annualAdditionsCorrectedMessage,
  deferralsOverPayCents,
  excessAnnualAdditionsCents,
  excessAnnualAdditionsCorrection,
  excessAnnualAdditionsDeadline,
  type RequestedAnnualAdditionsCorrection,
} from '@/domain/contributions/excess-annual-additions-correction';
import { excessDeferralCorrectionDeadline } from '@/domain/contributions/correction-tax-forms';
import { lateDepositWarning } from '@/domain/contributions/deposit-deadline';
import { excessDeferralCorrection, excessDeferralCorrectedMessage } from '@/domain/contributions/excess-deferral-correction';
import { type CalendarDate, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { Clock } from '@/ports/clock';
import type { ContributionsApi } from '@/ports/contributions-api';
import { FakePortCalls, invalid, refused, throwIfInvalid } from './fake-port-kit';
import { yearEndValuesMessage } from '@/domain/assets/year-end-values';

/** A correction of excess deferrals requested (cents). */
interface DeferralCorrection {
  readonly excessCents: number;
  readonly earningsCents: number;
  readonly amountCents: number;
  readonly requestedOn: string;
}

/** A correction of excess annual additions (cents): what it took out of the year by source. */
interface AnnualCorrection extends RequestedAnnualAdditionsCorrection {
  readonly taken: Partial<Record<ContributionSource, number>>;
}

/** What the owner declared and recorded for a plan year's Form 5500-EZ. */
interface FilingYear {
  otherPlansAssetsCents: number;
  finalPlanYear: boolean;
  filing: { filedOn: string; method: string; confirmation: string | null } | null;
  extensionFiledOn: string | null;
  document: FiledDocument | null;
}

const copyOf = (u: LimitUse): LimitUse => ({ ...u });

/**
 * The contributions area in memory, on the domain's rules (decision 0302): the entry's field messages, the year's
 * totals, room and warnings against the IRS limits (late deposits by the plan's year end), the year's facts, the
 * corrections of an excess (once per Idempotency-Key), Form 5500-EZ on the plan's assets and the owner's declarations,
 * and the tax forms of the distributions paid. A test sets `setup` (the plan), `age`, `planAssetsCents`, `paid` (the
 * distributions paid), moves the clock and reads `calls`, `downloads`; `failNext` makes the next call fail.
 */
export class FakeContributionsApi extends FakePortCalls implements ContributionsApi {
  /** What the plan setup says (a calendar year, no entity type, Roth unknown). */
  setup: ContributionPlanSetup = { entityType: undefined, yearEnd: CALENDAR_YEAR_END, planHasRoth: undefined };
  /** Whether the plan's details allow Roth employer contributions (decision 0332). */
  rothEmployerAllowed = false;
  /** The participant's age at the end of every tax year; null when no date of birth is known. */
  age: number | null = null;
  /** The plan's assets at the end of a plan year (the accounts), by plan year. */
  planAssetsCents: Record<number, number> = {};
  /** The year-end values missing per plan year, in words (the assets area's check, decision 0338); none by default. */
  yearEndMissing: Record<number, readonly string[]> = {};
  /** The distributions paid (the tax forms' figures). */
  paid: PaidDistribution[] = [];
  /** The documents downloaded, by name. */
  readonly downloads: string[] = [];
  private readonly entries: ContributionRecord[] = [];
  private readonly years = new Map<number, ContributionYearFacts>();
  private readonly deferralCorrections = new Map<number, DeferralCorrection>();
  private readonly annualCorrections = new Map<number, AnnualCorrection>();
  private readonly filings = new Map<number, FilingYear>();
  private readonly taxFormDocuments = new Map<number, number>();
  private nextId = 1;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  private today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  /** Puts entries in the ledger as they are (tests only: no rules, no warnings). */
  seed(...entries: Array<Omit<ContributionRecord, 'id' | 'roth'> & { id?: string; roth?: boolean }>): ContributionRecord[] {
    const seeded = entries.map((e) => ({ ...e, id: e.id ?? `contribution-${this.nextId++}`, roth: e.roth ?? false }));
    this.entries.push(...seeded);
    return seeded;
  }

  async contributions(taxYear: number): Promise<ContributionRecord[]> {
    this.check(`contributions:${taxYear}`);
    return this.entries
      .filter((e) => e.taxYear === taxYear)
      .sort((a, b) => b.depositDate.localeCompare(a.depositDate))
      .map((e) => ({ ...e }));
  }

  async summary(taxYear: number): Promise<ContributionSummaryRecord> {
    this.check(`summary:${taxYear}`);
    return this.summaryOf(taxYear);
  }

  async planSetup(): Promise<ContributionPlanSetup> {
    this.check('planSetup');
    return { ...this.setup };
  }

  async record(entry: ContributionInput, idempotencyKey: string): Promise<ContributionWithWarnings> {
    this.check('record');
    return this.once(idempotencyKey, () => {
      const checked = this.checked(entry);
      const recorded: ContributionRecord = { ...checked, id: `contribution-${this.nextId++}` };
      this.entries.push(recorded);
      return { contribution: { ...recorded }, warnings: this.warningsFor(recorded) };
    });
  }

  async edit(contributionId: string, fields: Partial<ContributionInput>): Promise<ContributionWithWarnings> {
    this.check(`edit:${contributionId}`);
    const index = this.entries.findIndex((e) => e.id === contributionId);
    if (index < 0) throw refused(404, 'not_found', 'Contribution not found');
    const merged = { ...this.entries[index], ...fields };
    const edited: ContributionRecord = { ...this.checked(merged), id: contributionId };
    this.entries.splice(index, 1, edited);
    return { contribution: { ...edited }, warnings: this.warningsFor(edited) };
  }

  async remove(contributionId: string): Promise<void> {
    this.check(`remove:${contributionId}`);
    const index = this.entries.findIndex((e) => e.id === contributionId);
    if (index < 0) throw refused(404, 'not_found', 'Contribution not found');
    this.entries.splice(index, 1);
  }

  async saveYear(taxYear: number, facts: ContributionYearFacts): Promise<ContributionSummaryRecord> {
    this.check(`saveYear:${taxYear}`);
    const negative = (cents: number | null, label: string): string[] =>
      cents !== null && cents < 0 ? [`${label} cannot be negative`] : [];
    throwIfInvalid({
      other_employer_deferrals: negative(facts.otherEmployerDeferralsCents, 'Deferrals to other employers'),
      compensation: negative(facts.compensationCents, 'Compensation'),
      prior_year_fica_wages_cents: negative(facts.priorYearFicaWagesCents, 'FICA wages'),
    });
    this.years.set(taxYear, { ...facts });
    return this.summaryOf(taxYear);
  }

  async correctExcessDeferrals(request: CorrectionRequest, idempotencyKey: string): Promise<ContributionSummaryRecord> {
    this.check('correctExcessDeferrals');
    return this.once(idempotencyKey, () => {
      const { taxYear } = request;
      const { limits, participant, year } = this.load(taxYear);
      const existing = this.deferralCorrections.get(taxYear);
      const outcome = excessDeferralCorrection(
        {
          taxYear,
          excessCents: limits ? contributionUsage(limits, participant, year).deferrals.excessCents : 0,
          preTaxDeferralCents: year.bySource['Deferral Pre-Tax'] ?? 0,
          rothDeferralCents: year.bySource['Deferral Roth'] ?? 0,
          ...(existing ? { existing } : {}),
        },
        request.earningsCents,
        this.today(),
      );
      if (!outcome.ok) throw invalid({ [outcome.field]: [outcome.message] });
      this.deferralCorrections.set(taxYear, {
        excessCents: outcome.plan.excessCents,
        earningsCents: outcome.plan.earningsCents,
        amountCents: outcome.plan.amountCents,
        requestedOn: formatIsoDate(this.today()),
      });
      return this.summaryOf(taxYear);
    });
  }

  async correctExcessAnnualAdditions(request: CorrectionRequest, idempotencyKey: string): Promise<ContributionSummaryRecord> {
    this.check('correctExcessAnnualAdditions');
    return this.once(idempotencyKey, () => {
      const { taxYear } = request;
      const { limits, participant, additions } = this.load(taxYear);
      const existing = this.annualCorrections.get(taxYear);
      const excess = limits && !existing ? excessAnnualAdditionsCents(limits, participant, additions) : 0;
      const by = additions.bySource;
      const outcome = excessAnnualAdditionsCorrection(
        {
          taxYear,
          excessCents: existing ? existing.excessCents : excess,
          overPayCents: Math.min(excess, deferralsOverPayCents(participant, additions)),
          afterTaxCents: by['After Tax'] ?? 0,
          preTaxDeferralCents: by['Deferral Pre-Tax'] ?? 0,
          rothDeferralCents: by['Deferral Roth'] ?? 0,
          profitSharingCents: by['Profit Sharing'] ?? 0,
          matchCents: by['Employer Match'] ?? 0,
          ...(existing ? { existing: { excessCents: existing.excessCents, requestedOn: existing.requestedOn } } : {}),
        },
        request.earningsCents,
        this.today(),
      );
      if (!outcome.ok) throw invalid({ [outcome.field]: [outcome.message] });
      const plan = outcome.plan;
      this.annualCorrections.set(taxYear, {
        excessCents: plan.excessCents,
        returnedCents: plan.returnedCents,
        earningsCents: plan.earningsCents,
        amountCents: plan.amountCents,
        heldCents: plan.heldProfitSharingCents + plan.heldMatchCents,
        requestedOn: formatIsoDate(this.today()),
        taken: {
          'After Tax': plan.afterTaxCents,
          'Deferral Pre-Tax': plan.preTaxCents,
          'Deferral Roth': plan.rothCents,
          'Profit Sharing': plan.heldProfitSharingCents,
          'Employer Match': plan.heldMatchCents,
        },
      });
      return this.summaryOf(taxYear);
    });
  }

  async form5500Ez(planYear: number): Promise<Form5500EzStatusRecord> {
    this.check(`form5500Ez:${planYear}`);
    return this.statusOf(planYear);
  }

  async saveForm5500EzFacts(planYear: number, facts: Form5500EzFacts): Promise<Form5500EzStatusRecord> {
    this.check(`saveForm5500EzFacts:${planYear}`);
    throwIfInvalid({
      other_plans_assets:
        facts.otherPlansAssetsCents < 0 ? ['Assets of your other one-participant plans cannot be negative'] : [],
    });
    const year = this.filingYear(planYear);
    year.otherPlansAssetsCents = facts.otherPlansAssetsCents;
    year.finalPlanYear = facts.finalPlanYear;
    return this.statusOf(planYear);
  }

  async fileForm5500EzDocument(planYear: number): Promise<FiledDocument> {
    this.check(`fileForm5500EzDocument:${planYear}`);
    const year = this.filingYear(planYear);
    const documentId = year.document?.documentId ?? `document-${this.nextId++}`;
    year.document = { documentId, versionId: `version-${this.nextId++}`, name: `Form 5500-EZ ${planYear}.pdf` };
    return { ...year.document };
  }

  async saveForm5500EzFiling(planYear: number, filing: Form5500EzFilingRecord): Promise<Form5500EzStatusRecord> {
    this.check(`saveForm5500EzFiling:${planYear}`);
    const bounds = planYearBounds(planYear, this.setup.yearEnd);
    const body = filing.filed
      ? { filed: true, filed_on: filing.filedOn, method: filing.method, confirmation: filing.confirmation }
      : { filed: false };
    throwIfInvalid(filingRecordErrors(body, this.today(), bounds.start));
    const confirmation = filing.filed && filing.confirmation?.trim() ? filing.confirmation.trim() : null;
    this.filingYear(planYear).filing = filing.filed
      ? { filedOn: filing.filedOn as string, method: filing.method as string, confirmation }
      : null;
    return this.statusOf(planYear);
  }

  async saveForm5558Extension(planYear: number, extension: Form5558ExtensionRecord): Promise<Form5500EzStatusRecord> {
    this.check(`saveForm5558Extension:${planYear}`);
    const bounds = planYearBounds(planYear, this.setup.yearEnd);
    const dueDay = parseIsoDate(filingDeadlines(bounds.end, false).due.date) as CalendarDate;
    const body = extension.filed ? { filed: true, filed_on: extension.filedOn } : { filed: false };
    throwIfInvalid(extensionRecordErrors(body, this.today(), bounds.start, dueDay));
    this.filingYear(planYear).extensionFiledOn = extension.filed ? extension.filedOn : null;
    return this.statusOf(planYear);
  }

  async taxForms(taxYear: number): Promise<TaxFormsRecord> {
    this.check(`taxForms:${taxYear}`);
    const o = taxFormObligations(taxYear, this.paid, undefined);
    return {
      taxYear,
      forms1099R: o.forms1099R.map((f) => ({
        distributionId: f.distributionId,
        paidOn: f.paidOn,
        kind: f.kind,
        grossCents: f.grossCents,
        taxableCents: f.taxableCents,
        federalWithheldCents: f.federalWithheldCents,
        distributionCode: f.code,
        designatedRoth: f.designatedRoth,
        firstRothYear: f.firstRothYear,
        basisCents: f.basisCents ?? null,
      })),
      form1099RRequired: o.form1099RRequired,
      recipientDueDate: formatIsoDate(o.recipientDueDate),
      irsPaperDueDate: formatIsoDate(o.irsPaperDueDate),
      irsElectronicDueDate: formatIsoDate(o.irsElectronicDueDate),
      form945Required: o.form945Required,
      totalWithheldCents: o.totalWithheldCents,
      form945DueDate: formatIsoDate(o.form945DueDate),
      form945DepositsOnTimeDueDate: formatIsoDate(o.form945DepositsOnTimeDueDate),
      dueDateNotes: o.dueDateNotes,
    };
  }

  async fileTaxFormsDocument(taxYear: number): Promise<FiledDocument> {
    this.check(`fileTaxFormsDocument:${taxYear}`);
    const version = (this.taxFormDocuments.get(taxYear) ?? 0) + 1;
    this.taxFormDocuments.set(taxYear, version);
    return {
      documentId: `tax-forms-${taxYear}`,
      versionId: `tax-forms-${taxYear}-v${version}`,
      name: `Tax forms ${taxYear}.pdf`,
    };
  }

  async download(document: FiledDocument): Promise<void> {
    this.check(`download:${document.documentId}`);
    this.downloads.push(document.name);
  }

  /** The entry after the domain's rules (a 400 with the field messages when it breaks one). */
  private checked(entry: Partial<ContributionInput>): Omit<ContributionRecord, 'id'> {
    const body = {
      source: entry.source,
      amount: entry.amountCents === undefined ? undefined : entry.amountCents / 100,
      deposit_date: entry.depositDate,
      tax_year: entry.taxYear,
      reference: entry.reference ?? null,
      roth: entry.roth,
    };
    throwIfInvalid(contributionEntryErrors(body, this.today(), { rothEmployerAllowed: this.rothEmployerAllowed }));
    return {
      source: entry.source as ContributionSource,
      amountCents: entry.amountCents as number,
      depositDate: entry.depositDate as string,
      taxYear: entry.taxYear as number,
      reference: entry.reference ?? null,
      roth: entry.roth === true,
    };
  }

  /** The warnings answered with a deposit: its year's, with its own lateness. */
  private warningsFor(entry: ContributionRecord): ContributionWarningRecord[] {
    return this.summaryOf(entry.taxYear).warnings.filter((w) => w.limit !== 'depositDeadline' || w.contributionId === entry.id);
  }

  private filingYear(planYear: number): FilingYear {
    let year = this.filings.get(planYear);
    if (!year) {
      year = { otherPlansAssetsCents: 0, finalPlanYear: false, filing: null, extensionFiledOn: null, document: null };
      this.filings.set(planYear, year);
    }
    return year;
  }

  /** The year's entries, facts and participant as the limit rules take them. */
  private load(taxYear: number) {
    const bySource: Partial<Record<ContributionSource, number>> = {};
    for (const e of this.entries.filter((x) => x.taxYear === taxYear))
      bySource[e.source] = (bySource[e.source] ?? 0) + e.amountCents;
    for (const [source, cents] of Object.entries(this.annualCorrections.get(taxYear)?.taken ?? {}))
      bySource[source as ContributionSource] = (bySource[source as ContributionSource] ?? 0) - (cents ?? 0);
    const prior = this.annualCorrections.get(taxYear - 1)?.taken ?? {};
    const heldFromPrior = (prior['Profit Sharing'] ?? 0) + (prior['Employer Match'] ?? 0);
    for (const source of ['Profit Sharing', 'Employer Match'] as const)
      if ((prior[source] ?? 0) > 0) bySource[source] = (bySource[source] ?? 0) + (prior[source] ?? 0);
    const facts = this.years.get(taxYear);
    const year: YearContributions = { bySource, otherEmployerDeferralCents: facts?.otherEmployerDeferralsCents ?? 0 };
    // Excess deferrals distributed by a corrective distribution are not annual additions (pre-tax first).
    const corrected = this.deferralCorrections.get(taxYear)?.excessCents ?? 0;
    const preTaxOut = Math.min(corrected, bySource['Deferral Pre-Tax'] ?? 0);
    const additions: YearContributions = {
      ...year,
      bySource: {
        ...bySource,
        'Deferral Pre-Tax': (bySource['Deferral Pre-Tax'] ?? 0) - preTaxOut,
        'Deferral Roth': (bySource['Deferral Roth'] ?? 0) - (corrected - preTaxOut),
      },
    };
    const participant: ParticipantYear = {
      age: this.age ?? 0,
      ...(facts?.compensationCents == null ? {} : { compensationCents: facts.compensationCents }),
      ...(this.setup.entityType === undefined ? {} : { compensationBasis: compensationBasisFor(this.setup.entityType) }),
      ...(facts?.priorYearFicaWagesCents == null ? {} : { priorYearFicaWagesCents: facts.priorYearFicaWagesCents }),
      ...(this.setup.planHasRoth === undefined ? {} : { planHasRoth: this.setup.planHasRoth }),
    };
    return { limits: limitsFor(taxYear), participant, year, additions, facts, bySource, heldFromPrior };
  }

  private summaryOf(taxYear: number): ContributionSummaryRecord {
    const { limits, participant, year, additions, facts, bySource, heldFromPrior } = this.load(taxYear);
    const view = (w: ContributionWarning, contributionId?: string): ContributionWarningRecord => ({
      limit: w.limit,
      excessCents: w.excessCents,
      message: w.message,
      ...(w.suggestedTaxYear === undefined ? {} : { suggestedTaxYear: w.suggestedTaxYear }),
      ...(contributionId === undefined ? {} : { contributionId }),
    });
    const late = this.entries
      .filter((e) => e.taxYear === taxYear)
      .flatMap((e) => {
        const w = lateDepositWarning(
          this.setup.entityType,
          { source: e.source, depositDate: e.depositDate, taxYear },
          this.setup.yearEnd,
        );
        return w === undefined ? [] : [view(w, e.id)];
      });
    const usage = limits ? contributionUsage(limits, participant, year) : undefined;
    const additionsUsage = limits ? contributionUsage(limits, participant, additions) : undefined;
    const deferral = this.deferralCorrections.get(taxYear);
    const annual = this.annualCorrections.get(taxYear);
    const correctable = Math.min(
      usage?.deferrals.excessCents ?? 0,
      (bySource['Deferral Pre-Tax'] ?? 0) + (bySource['Deferral Roth'] ?? 0),
    );
    const annualDeadline = formatIsoDate(excessAnnualAdditionsDeadline(taxYear));
    const annualExcess = limits && !annual ? excessAnnualAdditionsCents(limits, participant, additions) : 0;
    const annualWarnings: ContributionWarningRecord[] = annual
      ? [
          {
            limit: 'annualAdditions',
            excessCents: annual.excessCents,
            message: annualAdditionsCorrectedMessage(taxYear, annual),
            corrected: true,
            correctableCents: 0,
            correctionDeadline: annualDeadline,
          },
        ]
      : [];
    const isDeferral = (w: ContributionWarning): boolean => w.limit === 'deferrals' || w.limit === 'limitsNotPublished';
    const deferralDeadline = formatIsoDate(excessDeferralCorrectionDeadline(taxYear));
    const limitWarnings = [
      ...yearWarnings(taxYear, participant, year).filter(isDeferral),
      ...yearWarnings(taxYear, participant, additions).filter((w) => !isDeferral(w)),
    ].map((w): ContributionWarningRecord => {
      const v = view(w);
      if (w.limit === 'annualAdditions' || w.limit === 'compensation')
        return { ...v, corrected: false, correctableCents: annualExcess, correctionDeadline: annualDeadline };
      if (w.limit !== 'deferrals') return v;
      if (!deferral) return { ...v, corrected: false, correctableCents: correctable, correctionDeadline: deferralDeadline };
      return {
        ...v,
        message: excessDeferralCorrectedMessage(taxYear, deferral),
        corrected: true,
        correctableCents: 0,
        correctionDeadline: deferralDeadline,
      };
    });
    return {
      taxYear,
      age: this.age,
      limits: limits
        ? {
            deferralCents: limits.deferralCents,
            catchUpCents: catchUpLimitCents(limits, participant.age),
            annualAdditionsCents: limits.annualAdditionsCents,
            compensationCapCents: limits.compensationCapCents,
          }
        : null,
      otherEmployerDeferralsCents: year.otherEmployerDeferralCents,
      compensationCents: facts?.compensationCents ?? null,
      priorYearFicaWagesCents: facts?.priorYearFicaWagesCents ?? null,
      sources: CONTRIBUTION_SOURCES.map((source) => {
        const room = limits ? remainingRoomCents(limits, participant, year, source) : undefined;
        return { source, totalCents: bySource[source] ?? 0, roomCents: room ?? null };
      }),
      usage:
        usage && additionsUsage
          ? {
              deferrals: copyOf(usage.deferrals),
              catchUp: copyOf(usage.catchUp),
              annualAdditions: copyOf(additionsUsage.annualAdditions),
            }
          : null,
      warnings: [...annualWarnings, ...limitWarnings, ...late],
      excessDeferralCorrection: deferral
        ? {
            distributionId: `correction-${taxYear}`,
            taxYear,
            excessCents: deferral.excessCents,
            earningsCents: deferral.earningsCents,
            amountCents: deferral.amountCents,
            status: 'requested',
            requestedOn: deferral.requestedOn,
            deadline: deferralDeadline,
          }
        : null,
      excessAnnualAdditionsCorrection: annual
        ? { excessCents: annual.excessCents, heldCents: annual.heldCents, amountCents: annual.amountCents }
        : null,
      heldFromPriorYearCents: heldFromPrior,
      rothEmployer: {
        allowed: this.rothEmployerAllowed,
        allocatedCents: rothEmployerCentsOf(this.entries, taxYear),
      },
    };
  }

  private statusOf(planYear: number): Form5500EzStatusRecord {
    const bounds = planYearBounds(planYear, this.setup.yearEnd);
    const declared = this.filingYear(planYear);
    const assets = this.planAssetsCents[planYear] ?? 0;
    const all = assets + declared.otherPlansAssetsCents;
    const requirement = filingRequirement({ yearEndAssetsAllPlansCents: all, finalPlanYear: declared.finalPlanYear });
    const deadlines = filingDeadlines(bounds.end, declared.extensionFiledOn !== null);
    const inForce = parseIsoDate(deadlines.inForce.date) as CalendarDate;
    const late = requirement.required && !declared.filing ? lateFiling(inForce, this.today()) : undefined;
    const rate = latePenaltyRate(inForce);
    return {
      planYear,
      planYearStart: formatIsoDate(bounds.start),
      planYearEnd: formatIsoDate(bounds.end),
      planAssetsCents: assets,
      participantAccountsCents: assets,
      participantLoansCents: 0,
      participants: 1,
      otherPlansAssetsCents: declared.otherPlansAssetsCents,
      allPlansAssetsCents: all,
      finalPlanYear: declared.finalPlanYear,
      required: requirement.required,
      reason: requirement.reason,
      dueDate: deadlines.due.date,
      statutoryDueDate: deadlines.due.statutory,
      dueDateNote: deadlines.due.note,
      extendedDueDate: deadlines.extended.date,
      statutoryExtendedDueDate: deadlines.extended.statutory,
      extendedDueDateNote: deadlines.extended.note,
      extension: { filed: declared.extensionFiledOn !== null, filedOn: declared.extensionFiledOn },
      filingDeadline: deadlines.inForce.date,
      reminders: filingReminders(inForce).map((r) => ({ daysBefore: r.daysBefore, date: formatIsoDate(r.date) })),
      filing: {
        filed: declared.filing !== null,
        filedOn: declared.filing?.filedOn ?? null,
        method: (declared.filing?.method ?? null) as Form5500EzStatusRecord['filing']['method'],
        confirmation: declared.filing?.confirmation ?? null,
      },
      document: declared.document ? { ...declared.document } : null,
      pastDue: late !== undefined,
      daysLate: late?.daysLate ?? 0,
      maxPenaltyCents: late?.maxPenaltyCents ?? 0,
      penaltyPerDayCents: rate.perDayCents,
      penaltyCapCents: rate.capCents,
      // The trust account's statements are the statements area's (its own fake); none are imported here.
      statements: null,
      yearEndValues: {
        complete: (this.yearEndMissing[planYear] ?? []).length === 0,
        missing: [...(this.yearEndMissing[planYear] ?? [])],
        message: yearEndValuesMessage({ planYear, missing: this.yearEndMissing[planYear] ?? [] }),
      },
    };
  }
}
