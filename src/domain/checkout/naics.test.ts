import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAICS_INDUSTRIES } from './naics-industries';
import { naicsTitle, searchNaics } from './naics';

// Independent formulation: a title matches a word query when each query word (letters and digits) follows the start or
// a character that is neither; a digit query matches codes starting with it. Leading matches (the title's first word
// starts with the query's first word) first, then by code.
const wordRegex = (word: string): RegExp => new RegExp(`(^|[^a-z0-9])${word}`);
const expected = (list: readonly (readonly [string, string])[], query: string) => {
  const compact = query.replace(/\s+/g, '');
  if (compact === '' || query.toLowerCase().match(/[a-z0-9]+/g) === null) return [];
  if (/^\d+$/.test(compact))
    return list
      .filter(([code]) => code.startsWith(compact))
      .map(([code]) => code)
      .sort();
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const hits = list.filter(([, title]) => words.every((w) => wordRegex(w).test(title.toLowerCase())));
  const leads = (title: string): boolean => new RegExp(`^[^a-z0-9]*${words[0]}`).test(title.toLowerCase());
  return [...hits]
    .sort(([ca, ta], [cb, tb]) => Number(leads(tb)) - Number(leads(ta)) || (ca < cb ? -1 : ca > cb ? 1 : 0))
    .map(([code]) => code);
};

const industry = fc.tuple(
  fc.integer({ min: 100_000, max: 999_999 }).map(String),
  fc
    .array(fc.constantFrom('Offices', 'of', 'Dentists', 'Men’s', "Women's", 'Farming', 'Corn', '(except', 'Soybean)', 'Other'), {
      minLength: 1,
      maxLength: 5,
    })
    .map((w) => w.join(' ')),
);
const list = fc.uniqueArray(industry, { selector: ([code]) => code, maxLength: 40 });
const query = fc.oneof(
  fc.constantFrom('', '  ', 'of', 'dent', 'dent off', 'OFFICES', 'corn farm', 'except', 'soy', 's', 'men', '(', "women's"),
  fc.integer({ min: 1, max: 999_999 }).map(String),
  fc.string({ maxLength: 6 }),
);

describe('searchNaics (Form 5500-EZ line 2d business code)', () => {
  it('finds real industries by words of their title and by the start of their code', () => {
    const dentists = searchNaics(NAICS_INDUSTRIES, 'dent off');
    expect(dentists.matches).toEqual([{ code: '621210', title: 'Offices of Dentists' }]);
    expect(searchNaics(NAICS_INDUSTRIES, '5415').matches.map((m) => m.code)).toEqual(['541511', '541512', '541513', '541519']);
    expect(searchNaics(NAICS_INDUSTRIES, '541511').matches).toEqual([
      { code: '541511', title: 'Custom Computer Programming Services' },
    ]);
    expect(searchNaics(NAICS_INDUSTRIES, '   ')).toEqual({ matches: [], total: 0 });
    const farming = searchNaics(NAICS_INDUSTRIES, 'farming', 5);
    expect(farming.matches).toHaveLength(5);
    expect(farming.total).toBeGreaterThan(5);
  });

  it('answers exactly the matches of the independent formulation, best first, at most the limit', () => {
    fc.assert(
      fc.property(list, query, fc.integer({ min: 0, max: 60 }), (industries, typed, limit) => {
        const all = expected(industries, typed);
        const found = searchNaics(industries, typed, limit);
        expect(found.total).toBe(all.length);
        expect(found.matches.map((m) => m.code)).toEqual(all.slice(0, limit));
      }),
    );
  });

  it('names the title of a listed code, and nothing for one that is not listed', () => {
    expect(naicsTitle(NAICS_INDUSTRIES, ' 621210 ')).toBe('Offices of Dentists');
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        const listed = NAICS_INDUSTRIES.find(([c]) => c === code.trim());
        expect(naicsTitle(NAICS_INDUSTRIES, code)).toBe(listed?.[1]);
      }),
    );
  });
});
