/** Field messages of a 400 answer, or undefined for any other failure. */
export function fieldsOf(error: unknown): Record<string, string[]> | undefined {
  const body = (error as { status?: number; body?: { fields?: Record<string, string[]> } }).body;
  return (error as { status?: number }).status === 400 && body?.fields ? body.fields : undefined;
}
