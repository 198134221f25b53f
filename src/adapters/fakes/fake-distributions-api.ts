import {
  type DistributionRecord,
  type DistributionRequestInput,
  type DistributionSettings,
  type DistributionStatusMove,
  childKeyOf,
  distributionRequestErrors,
  type EarlierSecureWithdrawal,
  isSecureWithdrawalKind,
  netCents,
  repaymentDeadline,
  repaymentErrors,
  secureWithdrawalErrors,
  statusChangeErrors,
  withheldCents,
} from '@/domain/distributions';
import { formatIsoDate, parseIsoDate, utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import {
  type ConvertibleAccount,
  conversionTaxParts,
  recaptureEndDate,
  type RothConversionRecord,
  type RothConversionRequest,
  type RothConversionsRecord,
  rothConversionErrors,
} from '@/domain/distributions/roth-conversion';
import type { Clock } from '@/ports/clock';
import type { DistributionsApi } from '@/ports/distributions-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';

/** Message when a distribution id does not name one of the participant's requests. */
const DISTRIBUTION_NOT_FOUND = 'Distribution not found';
/** Message when a request past "requested" is withdrawn. */
const NOT_WITHDRAWABLE = 'Only a request not yet approved can be withdrawn';

/** A document the fake filed in the library (the supporting documents). */
export interface FakeFiledDocument {
  readonly id: string;
  readonly folder: string;
  readonly name: string;
}

/**
 * The distributions area in memory, on the domain's rules (decision 0302): the request's messages for the kind, the
 * participant's age and marriage, the plan's settings and the bank payout account (distributionRequestErrors), the
 * hardship's supporting document of the participant's library, the withholding, the status moves (statusChangeErrors),
 * the withdrawal of a request still only requested, and one effect per Idempotency-Key. A test sets `dob` and
 * `settingsOf`, seeds requests, reads `calls`, `filed` and `requests`; `failNext` makes the next call fail.
 */
export class FakeDistributionsApi extends FakePortCalls implements DistributionsApi {
  /** The participant's date of birth (YYYY-MM-DD) in the personal details; undefined when none. */
  dob: string | undefined = undefined;
  /** The plan's settings and the participant's marriage, payout account, rollover-eligible total and open RMDs. */
  settingsOf: DistributionSettings = {
    inServiceAllowed: true,
    spouseConsentRequired: true,
    married: false,
    payoutAccount: null,
    eligibleRolloverCentsThisYear: 0,
    requiredMinimumDistributions: [],
  };
  /** The participant's vested balance (cents) the SECURE 2.0 limits read; $50,000 unless a test sets it. */
  vestedCents = 5_000_000;
  /** The documents filed in the library, oldest first. */
  readonly filed: FakeFiledDocument[] = [];
  /** The requests as sent (idempotency key and input), oldest first. */
  readonly requests: Array<{ key: string; request: DistributionRequestInput }> = [];
  private readonly kept: DistributionRecord[] = [];
  private nextId = 1;
  /**
   * The tax accounts and conversions (decision 0335): a test sets the starting figures; a conversion moves its amount
   * from the account to the Roth account and its basis share out of the after-tax basis, on the domain's rules.
   */
  conversionsOf: RothConversionsRecord = {
    allowed: true,
    conversions: [],
    roth: {
      balanceCents: 0,
      basisCents: 0,
      earningsCents: 0,
      deferralCents: 0,
      employerCents: 0,
      conversionCents: 0,
      firstYear: null,
    },
    afterTax: { balanceCents: 0, basisCents: 0, earningsCents: 0 },
    preTaxCents: 0,
    rolledInRothCents: 0,
    convertible: [
      { account: 'after_tax', availableCents: 0 },
      { account: 'pre_tax', availableCents: 0 },
      { account: 'profit_sharing', availableCents: 0 },
      { account: 'employer_match', availableCents: 0 },
    ],
  };

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  /** Keeps `distributions` as the participant's, as a test's starting state (newest first, as listed). */
  seed(...distributions: DistributionRecord[]): this {
    this.kept.unshift(...[...distributions].reverse());
    return this;
  }

  private find(id: string): DistributionRecord {
    const found = this.kept.find((d) => d.id === id);
    if (!found) throw refused(404, 'not_found', DISTRIBUTION_NOT_FOUND);
    return found;
  }

  async distributions(): Promise<DistributionRecord[]> {
    this.check('distributions');
    return [...this.kept].reverse();
  }

  async settings(): Promise<DistributionSettings> {
    this.check('settings');
    return this.settingsOf;
  }

  async dateOfBirth(): Promise<string | undefined> {
    this.check('dateOfBirth');
    return this.dob;
  }

  async uploadDocument(_file: Blob, fileName: string): Promise<string> {
    this.check('uploadDocument');
    const id = `document-${this.nextId++}`;
    this.filed.push({ id, folder: 'Distributions', name: fileName });
    return id;
  }

  async request(request: DistributionRequestInput, idempotencyKey: string): Promise<DistributionRecord> {
    this.check('request');
    this.requests.push({ key: idempotencyKey, request });
    return this.once(idempotencyKey, () => this.made(request));
  }

  private made(request: DistributionRequestInput): DistributionRecord {
    const hardship = request.kind === 'hardship';
    const dob = this.dob === undefined ? undefined : parseIsoDate(this.dob);
    const s = this.settingsOf;
    const rules = distributionRequestErrors(
      { ...request, kind: request.kind?.trim() || undefined },
      {
        dob: dob === undefined ? undefined : new Date(Date.UTC(dob.year, dob.month - 1, dob.day)),
        married: s.married,
        now: this.clock.now(),
        plan: { inServiceAllowed: s.inServiceAllowed, spouseConsentRequired: s.spouseConsentRequired },
        bankAccountConnected: s.payoutAccount !== null,
        eligibleRolloverCentsThisYear: s.eligibleRolloverCentsThisYear,
      },
    );
    const documentErrors =
      request.documentId === undefined
        ? (rules.document_id ?? [])
        : this.filed.some((d) => d.id === request.documentId)
          ? []
          : ['Document not found'];
    const kind = request.kind?.trim() ?? '';
    const today = formatIsoDate(utcToday(this.clock.now()) as CalendarDate);
    const secure = {
      kind,
      amountCents: request.amountCents,
      selfCertified: request.selfCertified === true,
      eventDate: request.eventDate?.trim() ?? '',
      childName: request.childName?.trim() ?? '',
      today,
    };
    const fieldErrors = secureWithdrawalErrors({ ...secure, vestedCents: Number.MAX_SAFE_INTEGER, earlier: [] });
    // The domain's rules, as the server applies them; the server adds the document's ownership.
    throwIfInvalid({
      ...rules,
      document_id: documentErrors,
      self_certified: fieldErrors.self_certified ?? [],
      event_date: fieldErrors.event_date ?? [],
      child_name: fieldErrors.child_name ?? [],
    });
    // The SECURE 2.0 limits against the records (decision 0336), as the server checks them under the lock.
    throwIfInvalid(secureWithdrawalErrors({ ...secure, vestedCents: this.vestedCents, earlier: this.earlierSecure() }));
    const amountCents = request.amountCents as number;
    const percent = request.withholdingPercent as number;
    const at = this.clock.now().toISOString();
    const made: DistributionRecord = {
      id: `distribution-${this.nextId++}`,
      kind: (request.kind as string).trim(),
      description: request.description.trim(),
      amountCents,
      sources: [...request.sources],
      paymentMethod: request.paymentMethod ?? null,
      withholdingPercent: percent,
      withheldCents: withheldCents(amountCents, percent),
      netCents: netCents(amountCents, percent),
      hardshipReason: hardship ? (request.hardshipReason ?? null) : null,
      needCents: hardship ? (request.needCents ?? null) : null,
      documentId: request.documentId ?? null,
      signed: request.signature !== undefined,
      status: 'requested',
      statusReason: null,
      history: [{ status: 'requested', reason: null, amountCents, at }],
      createdAt: at,
      selfCertified: request.selfCertified === true,
      eventDate: kind === 'domestic_abuse' || kind === 'birth_adoption' ? secure.eventDate : null,
      childName: kind === 'birth_adoption' ? secure.childName : null,
      repaidCents: 0,
      repayableUntil: null,
      repayments: [],
    };
    this.kept.push(made);
    return made;
  }

  /** The participant's SECURE 2.0 withdrawals that count (not rejected), as the limits read them. */
  private earlierSecure(): EarlierSecureWithdrawal[] {
    return this.kept
      .filter((d) => isSecureWithdrawalKind(d.kind) && d.status !== 'rejected')
      .map((d) => ({
        kind: d.kind,
        amountCents: d.amountCents ?? 0,
        requestedOn: d.createdAt.slice(0, 10),
        repaidCents: d.repaidCents,
        contributionsSinceCents: 0,
        childKey: d.kind === 'birth_adoption' ? childKeyOf(d.childName ?? '', d.eventDate ?? '') : null,
      }));
  }

  async repay(distributionId: string, amountCents: number, idempotencyKey: string): Promise<DistributionRecord> {
    this.check(`repay:${distributionId}`);
    return this.once(idempotencyKey, () => {
      const found = this.find(distributionId);
      const paidOn = found.history.find((h) => h.status === 'paid')?.at.slice(0, 10) ?? null;
      const today = formatIsoDate(utcToday(this.clock.now()) as CalendarDate);
      throwIfInvalid(
        repaymentErrors({
          kind: found.kind,
          status: found.status,
          distributionCents: found.amountCents ?? 0,
          paidOn,
          repaidCents: found.repaidCents,
          amountCents,
          today,
        }),
      );
      const repaid: DistributionRecord = {
        ...found,
        repaidCents: found.repaidCents + amountCents,
        repayments: [...found.repayments, { id: `repayment-${this.nextId++}`, amountCents, repaidOn: today }],
      };
      this.kept.splice(this.kept.indexOf(found), 1, repaid);
      return repaid;
    });
  }

  async moveStatus(distributionId: string, status: DistributionStatusMove, reason?: string): Promise<DistributionRecord> {
    this.check(`moveStatus:${distributionId}`);
    const found = this.find(distributionId);
    throwIfInvalid(statusChangeErrors(found.status, status, reason));
    const why = reason?.trim() || null;
    const moved: DistributionRecord = {
      ...found,
      status,
      statusReason: status === 'rejected' ? why : found.statusReason,
      repayableUntil:
        status === 'paid' && isSecureWithdrawalKind(found.kind)
          ? repaymentDeadline(formatIsoDate(utcToday(this.clock.now()) as CalendarDate))
          : found.repayableUntil,
      history: [...found.history, { status, reason: why, amountCents: found.amountCents, at: this.clock.now().toISOString() }],
    };
    this.kept.splice(this.kept.indexOf(found), 1, moved);
    return moved;
  }

  async withdraw(distributionId: string): Promise<void> {
    this.check(`withdraw:${distributionId}`);
    const found = this.find(distributionId);
    if (found.status !== 'requested') throw refused(409, 'not_withdrawable', NOT_WITHDRAWABLE);
    this.kept.splice(this.kept.indexOf(found), 1);
  }

  async rothConversions(): Promise<RothConversionsRecord> {
    this.check('rothConversions');
    return this.conversionsOf;
  }

  async convertToRoth(request: RothConversionRequest, idempotencyKey: string): Promise<RothConversionRecord> {
    this.check('convertToRoth');
    return this.once(idempotencyKey, () => this.converted(request));
  }

  private converted(request: RothConversionRequest): RothConversionRecord {
    const s = this.conversionsOf;
    // As the server: the request's own messages first, then the plan's election and the account's balance.
    throwIfInvalid(rothConversionErrors({ account: request.account, amountCents: request.amountCents }, true));
    const available = s.convertible.find((c) => c.account === request.account)?.availableCents ?? 0;
    throwIfInvalid(rothConversionErrors({ account: request.account, amountCents: request.amountCents }, s.allowed, available));
    const account = request.account as ConvertibleAccount;
    const amount = request.amountCents as number;
    const parts = conversionTaxParts(amount, account === 'after_tax' ? s.afterTax.basisCents : 0, available);
    const now = this.clock.now();
    const convertedOn = formatIsoDate(utcToday(now) as CalendarDate);
    const made: RothConversionRecord = {
      id: `conversion-${this.nextId++}`,
      account,
      amountCents: amount,
      basisCents: parts.basisCents,
      taxableCents: parts.taxableCents,
      accountBalanceCents: available,
      convertedOn,
      recaptureEndsOn: recaptureEndDate(convertedOn),
      createdAt: now.toISOString(),
    };
    const afterTax =
      account === 'after_tax'
        ? {
            balanceCents: s.afterTax.balanceCents - amount,
            basisCents: s.afterTax.basisCents - parts.basisCents,
            earningsCents: Math.max(0, s.afterTax.balanceCents - amount - (s.afterTax.basisCents - parts.basisCents)),
          }
        : s.afterTax;
    const year = Number(convertedOn.slice(0, 4));
    this.conversionsOf = {
      ...s,
      conversions: [made, ...s.conversions],
      afterTax,
      preTaxCents: account === 'after_tax' ? s.preTaxCents : s.preTaxCents - amount,
      roth: {
        ...s.roth,
        balanceCents: s.roth.balanceCents + amount,
        basisCents: s.roth.basisCents + amount,
        conversionCents: s.roth.conversionCents + amount,
        firstYear: s.roth.firstYear === null ? year : Math.min(s.roth.firstYear, year),
      },
      convertible: s.convertible.map((c) => (c.account === account ? { ...c, availableCents: c.availableCents - amount } : c)),
    };
    return made;
  }
}
