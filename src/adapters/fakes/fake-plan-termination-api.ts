import {
  distributionDeadline,
  type PlanTerminationRecord,
  type TerminationResolutionInput,
  terminationDateErrors,
  windUp,
} from '@/domain/plan-termination';
import { type CalendarDate, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { Clock } from '@/ports/clock';
import type { PlanTerminationApi } from '@/ports/plan-termination-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';

/**
 * A behavioural fake of PlanTerminationApi (decision 0339): the domain's date rules on the clock's day, one adoption,
 * the checklist from what the test plants (`balanceCents`, `loans`, `finalReturnFiled`, `role`).
 */
export class FakePlanTerminationApi extends FakePortCalls implements PlanTerminationApi {
  /** The user's role in the plan (a participant cannot adopt). */
  role: 'owner' | 'participant' = 'owner';
  /** The user's balance still in the plan. */
  balanceCents = 0;
  /** Loans still being repaid. */
  loans: Array<{ id: string; outstandingCents: number }> = [];
  finalReturnFiled = false;
  private adopted: TerminationResolutionInput | undefined;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  private today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  async state(): Promise<PlanTerminationRecord> {
    this.check('state');
    return this.record();
  }

  async adopt(input: TerminationResolutionInput, idempotencyKey: string): Promise<PlanTerminationRecord> {
    this.check('adopt');
    return this.once(idempotencyKey, () => {
      if (this.role !== 'owner') throw refused(403, 'forbidden', 'Only the plan owner can terminate the plan');
      if (this.adopted) throw refused(409, 'already_terminated', "The plan's termination resolution was already adopted");
      const text = (v: string): string => v.trim();
      throwIfInvalid({
        ...terminationDateErrors(
          { termination_date: input.terminationDate, resolution_date: input.resolutionDate },
          { today: this.today() },
        ),
        signer_first_name: text(input.signerFirstName) === '' ? ['First name is required'] : [],
        signer_last_name: text(input.signerLastName) === '' ? ['Last name is required'] : [],
        signer_title: text(input.signerTitle) === '' ? ['Title is required'] : [],
        signature: input.signature === '' ? ['Signature is required'] : [],
      });
      this.adopted = input;
      return this.record();
    });
  }

  async offsetLoan(loanId: string, idempotencyKey: string): Promise<void> {
    this.check(`offsetLoan:${loanId}`);
    this.once(idempotencyKey, () => {
      if (!this.loans.some((l) => l.id === loanId))
        throw refused(409, 'not_active', 'Only a signed loan being repaid can be offset');
      this.loans = this.loans.filter((l) => l.id !== loanId);
    });
  }

  private record(): PlanTerminationRecord {
    const a = this.adopted;
    if (a === undefined) return { status: 'not_started', role: this.role };
    const w = windUp({
      balancesCents: [this.balanceCents],
      activeLoans: this.loans.length,
      finalReturnFiled: this.finalReturnFiled,
    });
    const termination = parseIsoDate(a.terminationDate) as CalendarDate;
    return {
      status: w.state,
      role: this.role,
      resolution: {
        terminationDate: a.terminationDate,
        resolutionDate: a.resolutionDate,
        signerName: `${a.signerFirstName.trim()} ${a.signerLastName.trim()}`,
        signerTitle: a.signerTitle.trim(),
        documentId: 'doc-resolution',
      },
      checklist: {
        stepsLeft: w.stepsLeft,
        distributionDeadline: formatIsoDate(distributionDeadline(termination)),
        accounts: [{ you: true, name: 'You', balanceCents: this.balanceCents }],
        loans: this.loans.map((l) => ({ id: l.id, you: true, name: 'You', outstandingCents: l.outstandingCents })),
        finalReturn: {
          planYear: termination.year,
          filed: this.finalReturnFiled,
          filedOn: this.finalReturnFiled ? formatIsoDate(this.today()) : null,
        },
      },
    };
  }
}
