import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { PhoneForm } from '@/ui/profile/phone-form';
import { ProfilePhone } from '@/ui/profile/profile-phone';
import type { ProfileViewModel } from '@/ui/profile/profile-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

describe('PhoneForm', () => {
  test('a labelled phone field; the message beside it, tied by aria-describedby, the typed value kept', async () => {
    const phone = new ProfilePhone(new FakeProfileApi(new FakeClock()));
    const host = await view.render(<PhoneForm vm={{ phone } as unknown as ProfileViewModel} />);
    const input = host.querySelector<HTMLInputElement>('#profile-phone')!;
    expect(host.querySelector('label[for="profile-phone"]')?.textContent).toBe('Phone');
    expect(input.type).toBe('tel');
    await act(async () => phone.setValue('5551234567'));
    await act(async () => {
      host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    await vi.waitFor(() =>
      expect(host.querySelector('#profile-phone-error')?.textContent).toBe('Please type valid phone number'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('profile-phone-error');
    expect(input.value).toBe('5551234567');
  });
});
