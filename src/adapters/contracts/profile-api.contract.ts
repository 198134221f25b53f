import { describe, expect, test } from 'vitest';
import type { ProfileApi } from '@/ports/profile-api';
import { refusal } from './contract-kit';

/**
 * The ProfileApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server
 * both do, for a user who has saved nothing yet. Messages as the spec's section 5 gives them.
 */
export function profileApiContract(name: string, subject: () => Promise<ProfileApi>): void {
  describe(`ProfileApi contract: ${name}`, () => {
    test('the preference is null until answered, then as last answered', async () => {
      const api = await subject();
      expect(await api.notificationPreference()).toEqual({ emailUpdates: null, updatedAt: null });
      const yes = await api.setNotificationPreference(true);
      expect(yes).toEqual({ emailUpdates: true, updatedAt: expect.any(String) });
      expect(await api.notificationPreference()).toEqual(yes);
      expect((await api.setNotificationPreference(false)).emailUpdates).toBe(false);
      expect((await api.notificationPreference()).emailUpdates).toBe(false);
    });

    test('the phone is checked with the section 5 rule and kept formatted; a refused one keeps what was saved', async () => {
      const api = await subject();
      expect(await api.phone()).toEqual({ phone: null, updatedAt: null });
      expect(await refusal(api.setPhone(' '))).toEqual({
        status: 400,
        fields: { phone: ['Phone is required'] },
        message: undefined,
      });
      expect((await refusal(api.setPhone('555-1234'))).fields).toEqual({ phone: ['Please type valid phone number'] });
      const saved = await api.setPhone('555-123-4567');
      expect(saved).toEqual({ phone: '(555) 123-4567', updatedAt: expect.any(String) });
      expect((await refusal(api.setPhone('12'))).status).toBe(400);
      expect(await api.phone()).toEqual(saved);
      expect((await api.setPhone('+1 555 987-6543')).phone).toBe('+1 (555) 987-6543');
    });
  });
}
