/**
 * Two strings in code-unit order: the order of ISO dates and timestamps, ids and codes. Not `localeCompare`: a page's
 * first collation starts the engine's locale data, tens of milliseconds of one task (decision 0347), and these strings
 * have no language. For names people read, use a collator.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
