/** The words of each sending account kind. */
const SOURCE_LABELS: Record<string, string> = {
  '401k': 'Another 401(k) plan',
  '403b': 'A 403(b) plan',
  traditional_ira: 'A traditional IRA',
};
/** The words of each method. */
const METHOD_LABELS: Record<string, string> = {
  direct: 'Direct: the provider pays the plan',
  indirect: 'Indirect: the money was paid to you and you deposit it',
};

/** The words of a source kind (the code only for an unknown one). */
export function rolloverSourceLabel(kind: string): string {
  return SOURCE_LABELS[kind] ?? kind;
}

/** The words of a method (the code only for an unknown one). */
export function rolloverMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}
