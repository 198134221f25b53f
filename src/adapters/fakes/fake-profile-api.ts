import type { NotificationPreference, ProfilePhoneRecord } from '@/domain/profile';
import { formatPhone, validatePhone } from '@/domain/shared/phone';
import type { Clock } from '@/ports/clock';
import type { ProfileApi } from '@/ports/profile-api';
import { FakePortCalls, throwIfInvalid } from './fake-port-kit';

/**
 * The user's settings in memory (decision 0302): the preference as answered, the phone checked with the section 5
 * rule and kept formatted. A test sets `preference` or `savedPhone`, reads `calls`; `failNext` fails the next call.
 */
export class FakeProfileApi extends FakePortCalls implements ProfileApi {
  preference: NotificationPreference = { emailUpdates: null, updatedAt: null };
  savedPhone: ProfilePhoneRecord = { phone: null, updatedAt: null };

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  async notificationPreference(): Promise<NotificationPreference> {
    this.check('notificationPreference');
    return { ...this.preference };
  }

  async setNotificationPreference(emailUpdates: boolean): Promise<NotificationPreference> {
    this.check(`setNotificationPreference:${emailUpdates}`);
    this.preference = { emailUpdates, updatedAt: this.clock.now().toISOString() };
    return { ...this.preference };
  }

  async phone(): Promise<ProfilePhoneRecord> {
    this.check('phone');
    return { ...this.savedPhone };
  }

  async setPhone(phone: string): Promise<ProfilePhoneRecord> {
    this.check('setPhone');
    const message = validatePhone(phone);
    throwIfInvalid({ phone: message === undefined ? [] : [message] });
    this.savedPhone = { phone: formatPhone(phone), updatedAt: this.clock.now().toISOString() };
    return { ...this.savedPhone };
  }
}
