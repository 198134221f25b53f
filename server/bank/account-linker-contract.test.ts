import { describe, expect, test } from 'vitest';
import { parseDepositCents } from '@/domain/bank/micro-deposits';
import { FieldCipher } from '../crypto/field-cipher';
import { Outbox } from '../identity/outbox';
import { outboxMailer } from '../test-support/outbox-mailer';
import { DepositsNotArrivedError } from './account-linker';
import { accountLinkerContract, accountToLink } from './account-linker.contract';
import { DwollaAccountLinker } from './dwolla-account-linker';
import { FakeDwolla } from './fake-dwolla';
import { LocalAccountLinker } from './local-account-linker';

accountLinkerContract('local stand-in (dev outbox)', async () => {
  const outbox = new Outbox(() => undefined);
  const linker = new LocalAccountLinker(
    outboxMailer(outbox),
    new FieldCipher([FieldCipher.generateKey()]),
    'http://127.0.0.1/onboarding',
  );
  return {
    linker,
    sentCents: async (_reference, account) => {
      const subject = outbox
        .list()
        .filter((m) => m.to === account.email && m.subject.includes(account.accountNumber.slice(-4)))
        .at(-1)?.subject;
      const [a, b] = [...(subject ?? '').matchAll(/\$(0\.\d\d)/g)].map((m) => parseDepositCents(m[1]) ?? Number.NaN);
      return [a, b];
    },
    close: async () => undefined,
  };
});

async function dwolla(): Promise<{ fake: FakeDwolla; linker: DwollaAccountLinker }> {
  const fake = new FakeDwolla('app-key', 'app-secret');
  const apiBase = await fake.start();
  return { fake, linker: new DwollaAccountLinker({ apiBase, key: 'app-key', secret: 'app-secret' }) };
}

accountLinkerContract('Dwolla against an in-process fake of its API', async () => {
  const { fake, linker } = await dwolla();
  return { linker, sentCents: async (reference) => fake.depositsOf(reference), close: () => fake.close() };
});

describe('DwollaAccountLinker', () => {
  test('one customer per e-mail (named as the application signer), one unverified bank funding source per account', async () => {
    const { fake, linker } = await dwolla();
    try {
      const account = accountToLink('dup@example.com');
      const first = await linker.start(account);
      const again = await linker.start(account);
      await linker.start(accountToLink('dup@example.com'));
      expect([...fake.customers.values()]).toEqual([{ email: 'dup@example.com', firstName: 'Ada', lastName: 'Lovelace' }]);
      expect(again.reference).toBe(first.reference);
      expect(fake.sources.size).toBe(2);
      expect(fake.sources.get(first.reference)).toMatchObject({
        routingNumber: '021000021',
        accountNumber: account.accountNumber,
      });
    } finally {
      await fake.close();
    }
  });

  test('deposits that have not arrived are not a wrong try; after three misses even the right amounts are refused', async () => {
    const { fake, linker } = await dwolla();
    try {
      const account = accountToLink();
      const { reference } = await linker.start(account);
      const [a, b] = fake.depositsOf(reference);
      fake.notArrived = true;
      await expect(linker.confirm(reference, [a, b])).rejects.toBeInstanceOf(DepositsNotArrivedError);
      expect(fake.sources.get(reference)?.attempts).toBe(0);
      fake.notArrived = false;
      for (let i = 0; i < 3; i++) expect(await linker.confirm(reference, [a, b === 99 ? 98 : b + 1])).toBe(false);
      expect(await linker.confirm(reference, [a, b])).toBe(false);
    } finally {
      await fake.close();
    }
  });

  test('an account already verified confirms; wrong application credentials are an error, not a wrong amount', async () => {
    const { fake, linker } = await dwolla();
    try {
      const account = accountToLink();
      const { reference } = await linker.start(account);
      const sent = fake.depositsOf(reference);
      expect(await linker.confirm(reference, sent)).toBe(true);
      expect(await linker.confirm(reference, sent)).toBe(true);
      const wrong = new DwollaAccountLinker({ apiBase: fake.base, key: 'app-key', secret: 'nope' });
      await expect(wrong.confirm(reference, sent)).rejects.toThrow("Dwolla refused the application's credentials (HTTP 401)");
    } finally {
      await fake.close();
    }
  });
});
