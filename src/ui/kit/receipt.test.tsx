import { describe, expect, test } from 'vitest';
import { Receipt } from '@/ui/kit/receipt';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

describe('Receipt', () => {
  test('a named region with each line as a term and its value, then the next step', async () => {
    await view.render(
      <Receipt
        title="Receipt"
        lines={[
          { label: 'Amount', value: '$550.00' },
          { label: 'Reference', value: 'Invoice inv-1' },
        ]}
        next="open the trust account"
      />,
    );
    const region = view.host.querySelector('section[aria-label="Receipt"]');
    expect(region?.querySelector('h2')?.textContent).toBe('Receipt');
    expect(
      [...(region?.querySelectorAll('dt') ?? [])].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual(['Amount: $550.00', 'Reference: Invoice inv-1']);
    expect(region?.querySelector('.receipt__next')?.textContent).toBe('Next: open the trust account');
  });
});
