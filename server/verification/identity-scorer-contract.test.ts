import { describe, expect, test } from 'vitest';
import { FakeInstantId } from './fake-instant-id';
import { LocalIdentityScorer } from './identity-scorer';
import { identityScorerContract } from './identity-scorer.contract';
import { type IdentitySubject, LexisNexisIdentityScorer } from './lexisnexis-identity-scorer';

const ADA: IdentitySubject = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701-1234',
  dob: '1980-12-10',
  ssn: '123-45-6780',
  email: 'ada@example.com',
  phone: '512-555-0100',
};
const BOB: IdentitySubject = { ...ADA, firstName: 'Bob', ssn: '123-45-6781', email: 'bob@example.com' };
const SUBJECTS: Record<string, IdentitySubject> = { ada: ADA, bob: BOB };

async function instantId(): Promise<{ fake: FakeInstantId; url: string; scorer: LexisNexisIdentityScorer }> {
  const fake = new FakeInstantId('acct/user', 'secret');
  const url = await fake.start();
  fake.setCvi(ADA.ssn, 40);
  const scorer = new LexisNexisIdentityScorer({
    url,
    username: 'acct/user',
    password: 'secret',
    subjectOf: async (user) => SUBJECTS[user.id],
  });
  return { fake, url, scorer };
}

identityScorerContract('local stand-in', async () => ({
  scorer: new LocalIdentityScorer(),
  verified: { id: 'u1', email: 'ada@example.com' },
  unverified: { id: 'u2', email: 'bob+stepupfail@example.com' },
  close: async () => undefined,
}));

identityScorerContract('LexisNexis InstantID against an in-process fake', async () => {
  const { fake, scorer } = await instantId();
  return {
    scorer,
    verified: { id: 'ada', email: ADA.email },
    unverified: { id: 'bob', email: BOB.email },
    close: () => fake.close(),
  };
});

describe('LexisNexisIdentityScorer', () => {
  test('sends the personal details with basic authentication and scores the Comprehensive Verification Index', async () => {
    const { fake, scorer } = await instantId();
    try {
      fake.setCvi(ADA.ssn, 50);
      expect(await scorer.score({ id: 'ada', email: ADA.email }, { review: 2 })).toBe(50);
      const call = fake.calls.at(-1);
      expect(call?.authorization).toBe(`Basic ${Buffer.from('acct/user:secret').toString('base64')}`);
      expect(call?.body).toEqual({
        InstantIDRequest: {
          User: { QueryId: 'ada:2', GLBPurpose: '5', DLPurpose: '0' },
          Options: { IncludeModels: {}, NameInputOrder: 'Unparsed' },
          SearchBy: {
            Name: { First: 'Ada', Last: 'Lovelace' },
            Address: { StreetAddress1: '1 Main St', City: 'Austin', State: 'TX', Zip5: '78701' },
            DOB: { Year: 1980, Month: 12, Day: 10 },
            SSN: '123456780',
            Email: 'ada@example.com',
            HomePhone: '5125550100',
          },
        },
      });
    } finally {
      await fake.close();
    }
  });

  test('a user without personal details scores 0 without calling the service', async () => {
    const { fake, scorer } = await instantId();
    try {
      expect(await scorer.score({ id: 'nobody', email: 'n@example.com' })).toBe(0);
      expect(fake.calls).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  test('wrong credentials or a failing service raise an error instead of a score', async () => {
    const { fake, url } = await instantId();
    try {
      const wrong = new LexisNexisIdentityScorer({
        url,
        username: 'acct/user',
        password: 'wrong',
        subjectOf: async () => ADA,
      });
      await expect(wrong.score({ id: 'ada', email: ADA.email })).rejects.toThrow('InstantID answered no score (HTTP 401)');
      const scorer = new LexisNexisIdentityScorer({ url, username: 'acct/user', password: 'secret', subjectOf: async () => ADA });
      fake.failing = true;
      await expect(scorer.score({ id: 'ada', email: ADA.email })).rejects.toThrow('InstantID answered no score (HTTP 500)');
    } finally {
      await fake.close();
    }
  });
});
