import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { BANK_FIELD_LABELS } from '@/domain/bank/bank-options';
import { TermsField } from '@/ui/bank/application-steps';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { StepForm } from '@/ui/kit/step-form';

const view = reactRootPerTest();

describe('the bank application’s terms', () => {
  test('can be opened and read, beside the checkbox that accepts them, before accepting', async () => {
    const form = new StepForm(
      () => ({}),
      {},
      () => undefined,
      BANK_FIELD_LABELS,
    );
    await view.render(<TermsField form={form} />);
    const summary = [...view.host.querySelectorAll('summary')].find(
      (s) => s.textContent === 'Read the trust account terms and conditions',
    );
    expect(summary).toBeDefined();
    const details = summary?.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await act(async () => summary?.click());
    expect(details.open).toBe(true);
    const terms = details.querySelector('section[aria-label="Trust account terms and conditions"]');
    expect(terms?.textContent).toContain(
      'Important information about opening a new account: to help the government fight the funding of terrorism',
    );
    expect(terms?.textContent).toContain('There is no monthly fee and no minimum balance.');
    // The checkbox follows the terms in the same field, still unchecked.
    const checkbox = details.parentElement?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(checkbox?.checked).toBe(false);
    expect(details.compareDocumentPosition(checkbox as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.flag('bank_terms_agree')).toBe(false);
  });
});
