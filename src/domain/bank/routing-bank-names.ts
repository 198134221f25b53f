/** A small local table of well-known routing numbers and their banks (the name shown beside the number). */
const KNOWN_BANKS: Readonly<Record<string, string>> = Object.freeze({
  '021000021': 'JPMorgan Chase Bank',
  '322271627': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '121000358': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '021000089': 'Citibank',
  '091000022': 'U.S. Bank',
  '043000096': 'PNC Bank',
  '031176110': 'Capital One',
  '011000015': 'Federal Reserve Bank of Boston',
});

/** The bank's name for a routing number when the local table knows it, else undefined. */
export function bankNameForRouting(routingNumber: string): string | undefined {
  return Object.hasOwn(KNOWN_BANKS, routingNumber) ? KNOWN_BANKS[routingNumber] : undefined;
}

/** Every routing number the table knows (for tests and the dev help text). */
export function knownRoutingNumbers(): readonly string[] {
  return Object.keys(KNOWN_BANKS);
}
