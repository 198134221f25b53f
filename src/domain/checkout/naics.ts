import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/**
 * Finding an industry code for Form 5500-EZ line 2d ("the six-digit business code that best describes the nature of the
 * employer's business", Instructions for Form 5500-EZ; the business codes follow NAICS): by code or by words of its
 * title. Pure: the list itself (src/domain/checkout/naics-industries.ts) is loaded on demand by the page.
 */

/** One six-digit NAICS industry. */
export interface NaicsIndustry {
  code: string;
  title: string;
}

/** The words of a text, lower case, without punctuation ("Men's" gives "men", "s"). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * The industries a query finds, best first, at most `limit`: a query of digits finds the codes that start with them;
 * otherwise every word of the query must start a word of the title ("dent off" finds "Offices of Dentists"). Titles
 * that start with the query's first word come first, then by code. An empty query finds nothing.
 */
export function searchNaics(
  industries: readonly (readonly [string, string])[],
  query: string,
  limit = 50,
): { matches: NaicsIndustry[]; total: number } {
  const typed = query.trim();
  const words = wordsOf(typed);
  if (words.length === 0) return { matches: [], total: 0 };
  const digits = /^\d+$/.test(typed.replace(/\s+/g, '')) ? typed.replace(/\s+/g, '') : undefined;
  const found: { industry: NaicsIndustry; leads: boolean }[] = [];
  for (const [code, title] of industries) {
    if (digits !== undefined) {
      if (code.startsWith(digits)) found.push({ industry: { code, title }, leads: true });
      continue;
    }
    const titleWords = wordsOf(title);
    if (words.every((word) => titleWords.some((t) => t.startsWith(word)))) {
      found.push({ industry: { code, title }, leads: titleWords[0]?.startsWith(words[0] ?? '') ?? false });
    }
  }
  found.sort((a, b) => Number(b.leads) - Number(a.leads) || compareCodeUnits(a.industry.code, b.industry.code));
  return { matches: found.slice(0, Math.max(0, limit)).map((f) => f.industry), total: found.length };
}

/** The title of a code in the list, or undefined. */
export function naicsTitle(industries: readonly (readonly [string, string])[], code: string): string | undefined {
  const typed = code.trim();
  return industries.find(([c]) => c === typed)?.[1];
}
