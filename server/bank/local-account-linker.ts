import { randomInt } from 'node:crypto';
import { maskLastFour } from '@/domain/bank/account-mask';
import { depositsMatch, drawDepositAmounts } from '@/domain/bank/micro-deposits';
import type { FieldCipher } from '../crypto/field-cipher';
import type { Mailer } from '../mail/mailer';
import type { AccountLinker, AccountToLink } from './account-linker';

/** Dollars for cents below a dollar: 7 -> "$0.07". */
function dollars(cents: number): string {
  return `$0.${String(cents).padStart(2, '0')}`;
}

/**
 * The local stand-in: draws two amounts, "sends" them as a message on the dev outbox (/dev/outbox), and keeps them
 * encrypted in the reference, so nothing in clear is stored.
 */
export class LocalAccountLinker implements AccountLinker {
  constructor(
    private readonly mailer: Mailer,
    private readonly cipher: FieldCipher,
    private readonly link: string,
  ) {}

  /** Draws the deposits and sends their amounts by e-mail (the mail port: the outbox locally). */
  async start(account: AccountToLink): Promise<{ reference: string }> {
    const [a, b] = drawDepositAmounts((min, max) => randomInt(min, max + 1));
    await this.mailer.send('micro_deposits', account.email, {
      accountMask: maskLastFour(account.accountNumber),
      amounts: [dollars(a), dollars(b)],
      link: this.link,
    });
    return { reference: this.cipher.encrypt(`${a},${b}`) };
  }

  /** Compares with the amounts in the reference. */
  async confirm(reference: string, amountsCents: readonly [number, number]): Promise<boolean> {
    const sent = this.cipher.decrypt(reference).split(',').map(Number);
    return depositsMatch(sent, amountsCents);
  }
}
