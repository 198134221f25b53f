import { makeAutoObservable, runInAction } from 'mobx';
import { formatDate } from '@/ui/kit/locale-format';
import type { BankConnectionRecord, DepositCheckRecord } from '@/domain/bank/bank-records';
import type { BankApi } from '@/ports/bank-api';
import type { BankActionState } from '@/ui/bank/bank-action-state';
import type { StepForm } from '@/ui/kit/step-form';

/** What a deposit check says to the person: tries left, or the lock's end; nothing once verified. */
export function depositCheckMessage(check: DepositCheckRecord): string | undefined {
  if (check.outcome === 'wrong')
    return `Those amounts do not match. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`;
  if (check.outcome === 'locked')
    return `Three wrong tries: the check is locked until ${formatDate(check.connection.lockedUntil)} (a day). Try again then.`;
  return undefined;
}

/** Connecting the primary account and checking its two micro-deposits (ConnectBank step). */
export class BankDeposits {
  /** What the last deposit check said. */
  message: string | undefined = undefined;

  constructor(
    private readonly api: BankApi,
    private readonly actions: BankActionState,
    private readonly onConnection: (connection: BankConnectionRecord) => void,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Connects the account of the form (sends two micro-deposits); the typed numbers are cleared afterwards. */
  async connect(form: StepForm): Promise<void> {
    form.submit();
    if (!form.isValid) return this.actions.refuse();
    await this.actions.run(async () => {
      const connection = await this.api.connect({
        routingNumber: form.text('routing_number'),
        accountNumber: form.text('account_number'),
        accountNumberConfirm: form.text('account_number_confirm'),
        accountType: form.text('account_type'),
      });
      runInAction(() => {
        this.onConnection(connection);
        form.restore({});
      });
    }, form);
  }

  /** Checks the two amounts of the form. */
  async verify(form: StepForm): Promise<void> {
    form.submit();
    if (!form.isValid) return this.actions.refuse();
    await this.actions.run(async () => {
      const check = await this.api.verifyDeposits({
        deposit1: form.text('deposit_1'),
        deposit2: form.text('deposit_2'),
      });
      runInAction(() => {
        this.onConnection(check.connection);
        this.message = depositCheckMessage(check);
        form.restore({});
      });
    }, form);
  }
}
