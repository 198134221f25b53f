import { SEARCH } from '@/domain/constants';
import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';

/** Letters of any script (with their combining marks), ASCII digits and the space character. */
const LETTERS_DIGITS_SPACES = /^[\p{L}\p{M}0-9 ]*$/u;
/** A code: ASCII digits only, once surrounding spaces are trimmed. */
const DIGITS_ONLY = /^[0-9]+$/;

/** Whether the value holds at least `count` non-whitespace characters (code points); stops early. */
function hasNonWhitespace(value: string, count: number): boolean {
  let seen = 0;
  for (const _ of value.matchAll(/\S/gu)) {
    seen += 1;
    if (seen >= count) return true;
  }
  return seen >= count;
}

/** The value must contain at least `SEARCH.minNonWhitespace` (2) non-whitespace characters. */
const HasEnoughCharacters: RuleDecorator = customRule(
  'hasEnoughCharacters',
  (value) => typeof value === 'string' && hasNonWhitespace(value, SEARCH.minNonWhitespace),
);

/** The value may hold only letters, digits and spaces. */
const HasOnlyLettersDigitsSpaces: RuleDecorator = customRule(
  'hasOnlyLettersDigitsSpaces',
  (value) => typeof value !== 'string' || LETTERS_DIGITS_SPACES.test(value),
);

/** An all-digit value (a participant code) may have at most `SEARCH.maxCodeDigits` digits. */
const IsShortEnoughCode: RuleDecorator = customRule('isShortEnoughCode', (value) => {
  if (typeof value !== 'string') return true;
  const text = value.trim();
  return !DIGITS_ONLY.test(text) || text.length <= SEARCH.maxCodeDigits;
});

/** A participant search value; its rules run in the order written, the first failing one is shown. */
export class SearchQuery {
  @HasEnoughCharacters({ message: 'Search value must contain at least 2 non-whitespace characters' })
  @HasOnlyLettersDigitsSpaces({ message: 'Only letters digits and spaces are allowed' })
  @IsShortEnoughCode({ message: 'Code length should not be longer then 6 digits' })
  value?: string;
}
