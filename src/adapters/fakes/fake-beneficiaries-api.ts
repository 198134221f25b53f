import { isFree } from '@/domain/shared/field-errors';
import {
  type Beneficiary,
  type BeneficiaryOverview,
  CONSENT_SIGNATURE_PNG,
  consentErrors,
  type DesignationRecord,
  designationErrors,
  needsSpousalConsent,
  shareHundredths,
  type SpousalConsent,
} from '@/domain/beneficiaries';
import { utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import type { BeneficiariesApi } from '@/ports/beneficiaries-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';
import type { Clock } from '@/ports/clock';

/** Message when a designation id does not name one of the participant's designations. */
const DESIGNATION_NOT_FOUND = 'Designation not found';
/** Message when consent is given to a designation that is not waiting for it. */
const NOT_AWAITING_CONSENT = "This designation is not waiting for the spouse's consent";

/**
 * The beneficiaries area in memory, on the domain's rules (decision 0302): the designation's messages by field, the
 * spouse's consent when a married participant names anyone else as sole primary at 100% (decision 0191), a new
 * designation replacing the one waiting for consent, and the one in force filed as one library document. A test sets
 * `married`, `spouseName` and `user`, reads `calls`; `failNext` makes the next call fail.
 */
export class FakeBeneficiariesApi extends FakePortCalls implements BeneficiariesApi {
  /** Whether the participant is married (the personal details). */
  married = false;
  /** The spouse named in the personal details; null when none. */
  spouseName: string | null = null;
  /** The id of the user signed in. */
  user = 'user-1';
  /** Oldest first. */
  private readonly kept: DesignationRecord[] = [];
  /** The library document the designations in force are filed as (one document, a version each). */
  private documentId: string | null = null;
  private nextId = 1;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  /** Keeps `designations` as the participant's, as a test's starting state (newest first, as listed). */
  seed(...designations: DesignationRecord[]): this {
    this.kept.push(...[...designations].reverse());
    return this;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private find(id: string): DesignationRecord {
    const found = this.kept.find((d) => d.id === id);
    if (!found) throw refused(404, 'not_found', DESIGNATION_NOT_FOUND);
    return found;
  }

  private update(id: string, change: (d: DesignationRecord) => DesignationRecord): DesignationRecord {
    const at = this.kept.findIndex((d) => d.id === id);
    this.kept[at] = change(this.kept[at]);
    return this.kept[at];
  }

  /** Puts designation `id` in force: the one in force before is superseded; filed as the one library document. */
  private putInForce(id: string, consent: DesignationRecord['consent']): DesignationRecord {
    const now = this.now();
    for (const d of this.kept)
      if (d.status === 'in_force' && d.id !== id) this.update(d.id, (p) => ({ ...p, status: 'superseded', endedAt: now }));
    this.documentId ??= `document-${this.nextId++}`;
    const documentId = this.documentId;
    return this.update(id, (d) => ({ ...d, status: 'in_force', inForceAt: now, documentId, consent: consent ?? d.consent }));
  }

  async overview(): Promise<BeneficiaryOverview> {
    this.check('overview');
    const history = [...this.kept].reverse();
    return {
      married: this.married,
      spouseName: this.spouseName,
      inForce: history.find((d) => d.status === 'in_force') ?? null,
      awaitingConsent: history.find((d) => d.status === 'awaiting_consent') ?? null,
      history,
    };
  }

  async designate(beneficiaries: readonly Beneficiary[]): Promise<DesignationRecord> {
    this.check('designate');
    const list = beneficiaries.map((b) => ({ ...b, name: b.name.trim() }));
    const today = utcToday(this.clock.now()) as CalendarDate;
    const fields: Record<string, string[]> = {};
    for (const e of designationErrors(list, today)) {
      const key = e.index === undefined ? e.field : `beneficiaries[${e.index}].${e.field}`;
      fields[key] = [...(fields[key] ?? []), e.message];
    }
    throwIfInvalid(fields);
    const normalised = list.map((b) => ({ ...b, share: (shareHundredths(b.share) as number) / 100 }));
    const needs = needsSpousalConsent(normalised, this.married);
    const now = this.now();
    // A new designation replaces the one waiting for consent.
    for (const d of this.kept)
      if (d.status === 'awaiting_consent') this.update(d.id, (p) => ({ ...p, status: 'withdrawn', endedAt: now }));
    const made: DesignationRecord = {
      id: `designation-${this.nextId++}`,
      status: 'awaiting_consent',
      beneficiaries: normalised,
      married: this.married,
      needsConsent: needs,
      consent: null,
      documentId: null,
      createdAt: now,
      inForceAt: null,
      endedAt: null,
    };
    this.kept.push(made);
    return needs ? made : this.putInForce(made.id, null);
  }

  async consent(designationId: string, consent: SpousalConsent): Promise<DesignationRecord> {
    this.check(`consent:${designationId}`);
    const messages = consentErrors({ spouse_name: consent.spouseName, spouse_signature: consent.spouseSignature });
    if (isFree({ spouse_signature: messages.spouse_signature }) && !isPngDataUrl(consent.spouseSignature))
      messages.spouse_signature = [CONSENT_SIGNATURE_PNG];
    throwIfInvalid(messages);
    const designation = this.find(designationId);
    if (designation.status !== 'awaiting_consent') throw refused(409, 'not_awaiting_consent', NOT_AWAITING_CONSENT);
    return this.putInForce(designationId, { spouseName: consent.spouseName.trim(), signedAt: this.now() });
  }
}
