import { contributionEntryErrors } from '@/domain/contributions/contribution-entry';
import {
  preTaxCents,
  type RolloverEvent,
  type RolloverLetterSignature,
  type RolloverMethod,
  type RolloverReceipt,
  type RolloverRecord,
  type RolloverRequest,
  type RolloverSourceKind,
  type RolloverStatus,
  rolloverErrors,
  statusMoveErrors,
} from '@/domain/rollovers';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { isPngDataUrl, SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import type { Clock } from '@/ports/clock';
import type { RolloversApi } from '@/ports/rollovers-api';
import { type FieldMessages, FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';

/** Message when a rollover id does not name one of the participant's rollovers. */
const ROLLOVER_NOT_FOUND = 'Rollover not found';
/** Message when the letter is signed for a rollover past the requested status. */
const LETTER_ALREADY_SENT = 'The letter of acceptance of this rollover was already sent';

/** A document the fake filed in the library: the letters of acceptance and the statements. */
export interface FakeFiledDocument {
  readonly id: string;
  readonly folder: string;
  readonly name: string;
}

/**
 * The incoming rollovers area in memory, on the domain's rules (decision 0302): the request's messages (Roth only into
 * a plan with a Roth rollover account, the 60 days of an indirect one), the signed letter filed in the library, the
 * statement, the status moves one step at a time, the received money in the ledger, and one effect per
 * Idempotency-Key. A test sets `planAcceptsRothRollovers` and `user`, moves the clock, reads `calls` and `filed`;
 * `failNext` makes the next call fail.
 */
export class FakeRolloversApi extends FakePortCalls implements RolloversApi {
  /** Whether the plan has a Roth rollover account (plan_roth_roll; on by default). */
  planAcceptsRothRollovers = true;
  /** The id of the user signed in. */
  user = 'user-1';
  /** The documents filed in the library, oldest first. */
  readonly filed: FakeFiledDocument[] = [];
  private readonly kept: RolloverRecord[] = [];
  private nextId = 1;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  /** Keeps `rollovers` as the participant's, as a test's starting state (newest first, as listed). */
  seed(...rollovers: RolloverRecord[]): this {
    this.kept.unshift(...[...rollovers].reverse());
    return this;
  }

  private today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  private find(id: string): RolloverRecord {
    const found = this.kept.find((r) => r.id === id);
    if (!found) throw refused(404, 'not_found', ROLLOVER_NOT_FOUND);
    return found;
  }

  private replace(rollover: RolloverRecord, event?: Omit<RolloverEvent, 'at'>): RolloverRecord {
    const next = event
      ? { ...rollover, history: [...rollover.history, { ...event, at: this.clock.now().toISOString() }] }
      : rollover;
    this.kept.splice(
      this.kept.findIndex((r) => r.id === rollover.id),
      1,
      next,
    );
    return next;
  }

  private file(folder: string, name: string): string {
    const id = `document-${this.nextId++}`;
    this.filed.push({ id, folder, name });
    return id;
  }

  async rollovers(): Promise<RolloverRecord[]> {
    this.check('rollovers');
    return [...this.kept].reverse();
  }

  async planAcceptsRoth(): Promise<boolean> {
    this.check('planAcceptsRoth');
    return this.planAcceptsRothRollovers;
  }

  async request(request: RolloverRequest, idempotencyKey: string): Promise<RolloverRecord> {
    this.check('request');
    return this.once(idempotencyKey, () => this.made(request));
  }

  private made(request: RolloverRequest): RolloverRecord {
    const input = {
      sourceKind: request.sourceKind.trim(),
      provider: request.provider.trim(),
      amountCents: request.amountCents,
      rothCents: request.rothCents,
      method: request.method.trim(),
      distributionDate: request.distributionDate?.trim() || undefined,
    };
    throwIfInvalid(rolloverErrors(input, { planAcceptsRoth: this.planAcceptsRothRollovers, today: this.today() }));
    const made: RolloverRecord = {
      id: `rollover-${this.nextId++}`,
      sourceKind: input.sourceKind as RolloverSourceKind,
      provider: input.provider,
      amountCents: input.amountCents,
      preTaxCents: preTaxCents(input.amountCents, input.rothCents),
      rothCents: input.rothCents,
      method: input.method as RolloverMethod,
      distributionDate: input.method === 'indirect' ? (input.distributionDate as string) : null,
      status: 'requested',
      statementDocumentId: null,
      letterDocumentId: null,
      receivedCents: null,
      receivedDate: null,
      contributionId: null,
      history: [{ status: 'requested', amountCents: input.amountCents, onDate: null, at: this.clock.now().toISOString() }],
      createdAt: this.clock.now().toISOString(),
    };
    this.kept.push(made);
    return made;
  }

  async signLetter(rolloverId: string, signature: RolloverLetterSignature): Promise<RolloverRecord> {
    this.check(`signLetter:${rolloverId}`);
    throwIfInvalid({
      administrator_name: signature.administratorName.trim() === '' ? ["The plan administrator's name is required"] : [],
      signature:
        signature.signature === ''
          ? ["The plan administrator's signature is required"]
          : isPngDataUrl(signature.signature)
            ? []
            : [SIGNATURE_PNG_MESSAGE],
    });
    const rollover = this.find(rolloverId);
    if (rollover.status !== 'requested') throw refused(409, 'letter_already_sent', LETTER_ALREADY_SENT);
    const date = formatIsoDate(this.today());
    const letter = this.file('Rollovers', `Rollover acceptance - ${rollover.provider} - ${date}.pdf`);
    return this.replace(
      { ...rollover, status: 'letter_sent', letterDocumentId: letter },
      { status: 'letter_sent', amountCents: null, onDate: date },
    );
  }

  async attachStatement(rolloverId: string, _file: Blob, fileName: string): Promise<RolloverRecord> {
    this.check(`attachStatement:${rolloverId}`);
    const statement = this.file('Rollovers', fileName);
    return this.replace({ ...this.find(rolloverId), statementDocumentId: statement });
  }

  async expectFunds(rolloverId: string): Promise<RolloverRecord> {
    this.check(`expectFunds:${rolloverId}`);
    const rollover = this.find(rolloverId);
    throwIfInvalid(this.moveErrors(rollover, 'funds_expected'));
    return this.replace({ ...rollover, status: 'funds_expected' }, { status: 'funds_expected', amountCents: null, onDate: null });
  }

  async markReceived(rolloverId: string, receipt: RolloverReceipt): Promise<RolloverRecord> {
    this.check(`markReceived:${rolloverId}`);
    const rollover = this.find(rolloverId);
    const receivedDate = receipt.receivedDate.trim();
    throwIfInvalid(this.moveErrors(rollover, 'received', receipt.amountCents, receivedDate));
    // The received money enters the contribution ledger under Roll Overs, on the ledger's rules.
    const ledger = contributionEntryErrors(
      {
        source: 'Roll Overs',
        amount: receipt.amountCents / 100,
        deposit_date: receivedDate,
        tax_year: Number(receivedDate.slice(0, 4)),
        reference: `Rollover from ${rollover.provider}`.slice(0, 200),
      },
      this.today(),
    );
    throwIfInvalid({ amount: ledger.amount, received_date: [...(ledger.deposit_date ?? []), ...(ledger.tax_year ?? [])] });
    return this.replace(
      {
        ...rollover,
        status: 'received',
        receivedCents: receipt.amountCents,
        receivedDate,
        contributionId: `contribution-${this.nextId++}`,
      },
      { status: 'received', amountCents: receipt.amountCents, onDate: receivedDate },
    );
  }

  private moveErrors(rollover: RolloverRecord, to: RolloverStatus, amountCents?: number, receivedDate?: string): FieldMessages {
    return statusMoveErrors(
      rollover.status,
      { to, amountCents, receivedDate },
      {
        today: this.today(),
        requestedOn: utcToday(new Date(rollover.createdAt)) as CalendarDate,
        distributionDate: rollover.distributionDate ?? undefined,
      },
    );
  }
}
