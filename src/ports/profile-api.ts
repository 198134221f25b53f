import type { NotificationPreference, ProfilePhoneRecord } from '@/domain/profile';

/**
 * The signed-in user's own settings kept by the product (docs/api/openapi.yaml, decisions 0265, 0302): the e-mail
 * notification preference and the profile's phone. Failures reject with the ApiClient's ApiError: a 400 carries field
 * messages keyed `phone` (the section 5 messages) or `email_updates`.
 */
export interface ProfileApi {
  notificationPreference(): Promise<NotificationPreference>;
  /** Records the user's answer; answers the preference as recorded. */
  setNotificationPreference(emailUpdates: boolean): Promise<NotificationPreference>;
  phone(): Promise<ProfilePhoneRecord>;
  /** Saves the phone as typed (the section 5 pattern); answers it formatted. */
  setPhone(phone: string): Promise<ProfilePhoneRecord>;
}
export const ProfileApi = Symbol('ProfileApi');
