import { describe, expect, test } from 'vitest';
import { bankWorld, FILLED_APPLICATION, pngBlob } from '@/ui/bank/bank-test-kit';

describe('bank application: the ID number is kept masked once saved (decision 0200)', () => {
  test('after the identity step is saved its form holds only the mask the server answered', async () => {
    const w = bankWorld();
    await w.vm.activate();
    w.vm.chooseBank(w.vm.offers[0]);
    await w.vm.forward();
    for (const [k, v] of Object.entries(FILLED_APPLICATION)) w.vm.currentForm?.set(k, v);
    await w.vm.forward();
    const form = w.vm.forms.identityDetails!;
    for (const [k, v] of Object.entries({
      id_type: 'passport',
      id_number: 'D99887766',
      id_state: 'TX',
      id_expiry_date: '2030-01-01',
    }))
      form.set(k, v);
    await w.vm.upload('id_front', pngBlob(), 'front.png');
    await w.vm.upload('id_back', pngBlob(), 'back.png');
    await w.vm.forward();
    expect(w.bank.calls).toContain('saveStep:identityDetails');
    expect(form.values.id_number).toBe('••••7766');
    expect(JSON.stringify(form.values)).not.toContain('D99887766');
  });
});
