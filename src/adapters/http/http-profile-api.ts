import type { NotificationPreference, ProfilePhoneRecord } from '@/domain/profile';
import type { ApiClient } from '@/ports/api-client';
import type { ProfileApi } from '@/ports/profile-api';
import type { Answer, RequestBody, Schema } from './wire';

/** The user's settings over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpProfileApi implements ProfileApi {
  constructor(private readonly api: ApiClient) {}

  async notificationPreference(): Promise<NotificationPreference> {
    return preferenceOf(await this.api.get<Answer<'getNotificationPreference'>>('/me/notification-preference'));
  }

  async setNotificationPreference(emailUpdates: boolean): Promise<NotificationPreference> {
    const body: RequestBody<'putNotificationPreference'> = { email_updates: emailUpdates };
    return preferenceOf(await this.api.put<Answer<'putNotificationPreference'>>('/me/notification-preference', body));
  }

  async phone(): Promise<ProfilePhoneRecord> {
    return phoneOf(await this.api.get<Answer<'getProfilePhone'>>('/profile/phone'));
  }

  async setPhone(phone: string): Promise<ProfilePhoneRecord> {
    const body: RequestBody<'putProfilePhone'> = { phone };
    return phoneOf(await this.api.put<Answer<'putProfilePhone'>>('/profile/phone', body));
  }
}

const preferenceOf = (p: Schema<'NotificationPreference'>): NotificationPreference => ({
  emailUpdates: p.email_updates,
  updatedAt: p.updated_at,
});

const phoneOf = (p: Schema<'ProfilePhone'>): ProfilePhoneRecord => ({ phone: p.phone, updatedAt: p.updated_at });
