import { describe, expect, test } from 'vitest';
import type { AccountApi } from '@/ports/account-api';

/** A signed-in owner's account, and a support user who acts for a participant in admin mode. */
export interface AccountSubject {
  api: AccountApi;
  /** The owner's sign-in address. */
  email: string;
  /** A support user's account in admin mode, acting for a participant with the address it answers. */
  actingForParticipant(): Promise<{ api: AccountApi; participantEmail: string }>;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The AccountApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server
 * both do. The account is the spec's current user; in admin mode it names the participant acted for.
 */
export function accountApiContract(name: string, subject: () => Promise<AccountSubject>): void {
  describe(`AccountApi contract: ${name}`, () => {
    test('the signed-in user: an id, the sign-in e-mail, roles, and no one acted for', async () => {
      const { api, email } = await subject();
      const account = await api.account();
      expect(account).toEqual({
        userId: expect.stringMatching(/\S/),
        email,
        name: account.name === null ? null : expect.any(String),
        roles: expect.any(Array),
        actingAs: null,
      });
      expect(account.roles).not.toContain('support');
      // The same user on every read.
      expect((await api.account()).userId).toBe(account.userId);
    });

    test('in admin mode the support user is still the user, and the participant is the one acted for', async () => {
      const { api: ownerApi } = await subject();
      const owner = await ownerApi.account();
      const { api, participantEmail } = await actingFor(subject);
      const account = await api.account();
      expect(account.roles).toContain('support');
      expect(account.actingAs).toMatchObject({ id: expect.stringMatching(/\S/), email: participantEmail });
      expect(Object.keys(account.actingAs ?? {}).sort()).toEqual(['email', 'id', 'name']);
      expect(account.actingAs?.id).not.toBe(account.userId);
      expect(account.actingAs?.id).not.toBe(owner.userId);
    });

    test("the product's theme: the partner colour and six chart colours", async () => {
      const { api } = await subject();
      const theme = await api.productTheme();
      expect(theme.partnerThemeColor).toMatch(HEX);
      expect(theme.chartPalette).toHaveLength(6);
      for (const colour of theme.chartPalette) expect(colour).toMatch(HEX);
    });
  });
}

async function actingFor(subject: () => Promise<AccountSubject>): Promise<{ api: AccountApi; participantEmail: string }> {
  return (await subject()).actingForParticipant();
}
