const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars as shown to the user: $1,234.50. */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}
