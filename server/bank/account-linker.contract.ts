import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountLinker, AccountToLink } from './account-linker';

/** What one adapter's set-up gives the contract: the linker and a way to read the deposits it sent. */
export interface LinkerUnderTest {
  linker: AccountLinker;
  /** The two amounts (cents) sent under a reference, read from where the adapter sent them. */
  sentCents(reference: string, account: AccountToLink): Promise<[number, number]>;
  close(): Promise<void>;
}

let next = 0;

/** A fresh account of one user (a new account number each time). */
export function accountToLink(email = 'linker@example.com'): AccountToLink {
  next += 1;
  return {
    userId: 'user-1',
    email,
    routingNumber: '021000021',
    accountNumber: `99887766${String(next).padStart(4, '0')}`,
    accountType: 'checking',
    bankName: 'JPMorgan Chase Bank',
    holderFirstName: 'Ada',
    holderLastName: 'Lovelace',
  };
}

/** The AccountLinker contract: two different deposits below a dollar that confirm in either order, and nothing else does. */
export function accountLinkerContract(name: string, setUp: () => Promise<LinkerUnderTest>): void {
  describe(`AccountLinker contract: ${name}`, () => {
    let s: LinkerUnderTest;
    beforeAll(async () => {
      s = await setUp();
    });
    afterAll(async () => s.close());

    test('sends two different deposits of 1 to 99 cents under a reference that does not carry the account number', async () => {
      const account = accountToLink();
      const { reference } = await s.linker.start(account);
      expect(reference).not.toContain(account.accountNumber);
      const [a, b] = await s.sentCents(reference, account);
      for (const cents of [a, b]) expect(cents >= 1 && cents <= 99 && Number.isInteger(cents)).toBe(true);
      expect(a).not.toBe(b);
    });

    test('the sent amounts confirm in either order, each account under its own reference', async () => {
      const first = accountToLink();
      const second = accountToLink();
      const one = await s.linker.start(first);
      const two = await s.linker.start(second);
      const [a, b] = await s.sentCents(one.reference, first);
      const [c, d] = await s.sentCents(two.reference, second);
      expect(await s.linker.confirm(one.reference, [a, b])).toBe(true);
      expect(await s.linker.confirm(two.reference, [d, c])).toBe(true);
    });

    test('wrong amounts do not confirm, and the right ones still do after a miss', async () => {
      const account = accountToLink();
      const { reference } = await s.linker.start(account);
      const [a, b] = await s.sentCents(reference, account);
      const wrong: [number, number] = [a, b === 99 ? 98 : b + 1];
      expect(await s.linker.confirm(reference, wrong)).toBe(false);
      expect(await s.linker.confirm(reference, [a, b])).toBe(true);
    });
  });
}
