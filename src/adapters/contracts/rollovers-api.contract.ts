import { describe, expect, test } from 'vitest';
import { intentKey, refusal, SIGNATURE_PNG } from './contract-kit';
import type { RolloversApi } from '@/ports/rollovers-api';

/** A participant whose plan has no Roth rollover account, with no rollover yet; `today` is the subject's day. */
export interface RolloversSubject {
  api: RolloversApi;
  /** YYYY-MM-DD. */
  today: string;
}

/** A PDF as a statement of the sending account (the signature is what the server checks). */
const statement = (): Blob => new Blob([`%PDF-1.7\n${'A'.repeat(2048)}`], { type: 'application/pdf' });
const DIRECT = {
  sourceKind: '401k',
  provider: 'Fidelity',
  amountCents: 5_000_000,
  rothCents: 0,
  method: 'direct',
  distributionDate: null,
} as const;

/**
 * The RolloversApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server
 * both do. Amounts in cents; messages as docs/api/openapi.yaml and src/domain/rollovers give them.
 */
export function rolloversApiContract(name: string, subject: () => Promise<RolloversSubject>): void {
  describe(`RolloversApi contract: ${name}`, () => {
    test('no rollover yet; the plan says whether it accepts Roth rollovers', async () => {
      const { api } = await subject();
      expect(await api.rollovers()).toEqual([]);
      expect(await api.planAcceptsRoth()).toBe(false);
    });

    test("a request against the rules gets the domain's messages by field, and nothing is kept", async () => {
      const { api } = await subject();
      const nothing = await refusal(
        api.request(
          { sourceKind: '', provider: ' ', amountCents: 0, rothCents: 0, method: '', distributionDate: null },
          intentKey(),
        ),
      );
      expect(nothing.status).toBe(400);
      expect(nothing.fields).toEqual({
        source_kind: ['Choose the kind of account the money comes from'],
        provider: ['Name the provider that holds the account'],
        amount: ['Enter the approximate amount: above $0, in dollars and cents'],
        method: ['Choose a direct or an indirect rollover'],
      });
      expect((await refusal(api.request({ ...DIRECT, rothCents: 100 }, intentKey()))).fields).toEqual({
        roth_amount: ['This plan has no Roth rollover account, and Roth money can only roll into a Roth account'],
      });
      const late = await refusal(api.request({ ...DIRECT, method: 'indirect', distributionDate: '2026-09-23' }, intentKey()));
      expect(late.fields).toEqual({
        distribution_date: ['The 60 days for an indirect rollover ended on Nov 22, 2026: the money can no longer be rolled over'],
      });
      expect(await api.rollovers()).toEqual([]);
    });

    test('request (once per key), sign the letter, attach the statement, funds expected, then received', async () => {
      const { api, today } = await subject();
      const intent = intentKey();
      const requested = await api.request({ ...DIRECT, provider: ' Fidelity ' }, intent);
      expect(await api.request({ ...DIRECT, provider: ' Fidelity ' }, intent)).toEqual(requested);
      expect(requested).toMatchObject({
        sourceKind: '401k',
        provider: 'Fidelity',
        amountCents: 5_000_000,
        preTaxCents: 5_000_000,
        rothCents: 0,
        method: 'direct',
        distributionDate: null,
        status: 'requested',
        letterDocumentId: null,
        statementDocumentId: null,
        receivedCents: null,
        contributionId: null,
      });
      expect(requested.history).toEqual([{ status: 'requested', amountCents: 5_000_000, onDate: null, at: expect.any(String) }]);
      expect((await api.rollovers()).map((r) => r.id)).toEqual([requested.id]);

      expect((await refusal(api.expectFunds(requested.id))).fields).toEqual({
        status: ['This rollover can only become: Letter of acceptance sent'],
      });
      expect(
        await refusal(api.signLetter(requested.id, { administratorName: ' ', administratorTitle: '', signature: '' })),
      ).toMatchObject({
        status: 400,
        fields: {
          administrator_name: ["The plan administrator's name is required"],
          signature: ["The plan administrator's signature is required"],
        },
      });
      const letter = { administratorName: 'Avery Quinn', administratorTitle: 'Owner', signature: SIGNATURE_PNG };
      const signed = await api.signLetter(requested.id, letter);
      expect(signed.status).toBe('letter_sent');
      expect(signed.letterDocumentId).not.toBeNull();
      expect(signed.history.at(-1)).toMatchObject({ status: 'letter_sent', onDate: today });
      expect(await refusal(api.signLetter(requested.id, letter))).toMatchObject({
        status: 409,
        message: 'The letter of acceptance of this rollover was already sent',
      });

      const attached = await api.attachStatement(requested.id, statement(), 'statement.pdf');
      expect(attached.statementDocumentId).not.toBeNull();
      expect(attached.status).toBe('letter_sent');

      expect((await api.expectFunds(requested.id)).status).toBe('funds_expected');
      expect((await refusal(api.markReceived(requested.id, { amountCents: 0, receivedDate: '2026-11-24' }))).fields).toEqual({
        amount: ['Enter the amount received: above $0, in dollars and cents'],
        received_date: ['Enter the day the money arrived (not before the request, not in the future)'],
      });
      const received = await api.markReceived(requested.id, { amountCents: 4_987_654, receivedDate: today });
      expect(received).toMatchObject({ status: 'received', receivedCents: 4_987_654, receivedDate: today });
      expect(received.contributionId).not.toBeNull();
      expect(received.history.map((h) => h.status)).toEqual(['requested', 'letter_sent', 'funds_expected', 'received']);
      expect(received.history[3]).toMatchObject({ amountCents: 4_987_654, onDate: today });
      expect((await refusal(api.expectFunds(requested.id))).fields).toEqual({
        status: ['This rollover is received and cannot change'],
      });
      expect(await api.rollovers()).toEqual([received]);
    });

    test('an indirect rollover keeps its distribution day; an unknown rollover is not found', async () => {
      const { api } = await subject();
      const indirect = await api.request({ ...DIRECT, method: 'indirect', distributionDate: '2026-09-24' }, intentKey());
      expect(indirect).toMatchObject({ method: 'indirect', distributionDate: '2026-09-24' });
      const direct = await api.request({ ...DIRECT, provider: 'Vanguard', distributionDate: '2026-09-24' }, intentKey());
      expect(direct.distributionDate).toBeNull();
      expect((await api.rollovers()).map((r) => r.id).sort()).toEqual([indirect.id, direct.id].sort());
      expect(await refusal(api.expectFunds('00000000-0000-4000-8000-000000000000'))).toMatchObject({
        status: 404,
        message: 'Rollover not found',
      });
    });
  });
}
