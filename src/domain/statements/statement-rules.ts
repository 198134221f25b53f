import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import { kindFitsAmount, type StatementKind } from './statement-kinds';

/** A classification rule: a description containing `contains` (case-insensitive) is of `kind` (and `source`). */
export interface ClassificationRule {
  contains: string;
  kind: StatementKind;
  /** A contribution's source; undefined when the rule does not say (the owner then chooses it). */
  source?: ContributionSource;
}

/** An owner's saved rule, with its id. */
export interface OwnerRule extends ClassificationRule {
  id: string;
}

/**
 * The built-in rules (decision 0333): a guess from words banks print, tried after the owner's rules, in this order.
 * A built-in word matches a whole word of the description (so FEE does not match COFFEE), and only a transaction whose
 * direction fits the kind (LOAN is a repayment when money comes in and a disbursement when it goes out).
 */
export const BUILT_IN_RULES: readonly ClassificationRule[] = [
  { contains: 'ROLLOVER', kind: 'rollover_in' },
  { contains: 'ROTH', kind: 'contribution', source: 'Deferral Roth' },
  { contains: 'PROFIT SHARING', kind: 'contribution', source: 'Profit Sharing' },
  { contains: 'MATCH', kind: 'contribution', source: 'Employer Match' },
  { contains: 'AFTER TAX', kind: 'contribution', source: 'After Tax' },
  { contains: 'DEFERRAL', kind: 'contribution', source: 'Deferral Pre-Tax' },
  { contains: 'CONTRIB', kind: 'contribution' },
  { contains: 'CONTRIBUTION', kind: 'contribution' },
  { contains: 'LOAN', kind: 'loan_repayment' },
  { contains: 'LOAN', kind: 'loan_disbursement' },
  { contains: 'INTEREST', kind: 'investment_income' },
  { contains: 'DIVIDEND', kind: 'investment_income' },
  { contains: 'DIV', kind: 'investment_income' },
  { contains: 'FEE', kind: 'fee' },
  { contains: 'CHARGE', kind: 'fee' },
  { contains: 'DISTRIBUTION', kind: 'distribution' },
  { contains: 'WITHDRAWAL', kind: 'distribution' },
  { contains: 'TRANSFER', kind: 'transfer' },
  { contains: 'XFER', kind: 'transfer' },
];

/** What classified a transaction: an owner's rule or a built-in one. */
export type RuleMatch = { by: 'rule'; rule: OwnerRule } | { by: 'built_in'; rule: ClassificationRule };

/** Upper case with runs of white space as one space, trimmed: how descriptions and rule texts are compared. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
}

const isWordCharacter = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Whether `word` occurs in `text` (both normalised) with no letter or digit right before or after it. */
function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

/**
 * The rule that classifies a transaction: the first of the owner's rules (in the order given, newest first) whose text
 * the description contains and whose kind fits the direction of the money, else the first built-in rule whose word it contains and whose kind fits the direction of
 * the money; undefined when none does.
 */
export function matchRule(
  description: string,
  amountCents: number,
  ownerRules: readonly OwnerRule[],
  builtIn: readonly ClassificationRule[] = BUILT_IN_RULES,
): RuleMatch | undefined {
  const text = normalizeText(description);
  for (const rule of ownerRules) {
    const contains = normalizeText(rule.contains);
    if (contains !== '' && kindFitsAmount(rule.kind, amountCents) && text.includes(contains)) return { by: 'rule', rule };
  }
  for (const rule of builtIn) {
    if (kindFitsAmount(rule.kind, amountCents) && containsWord(text, normalizeText(rule.contains)))
      return { by: 'built_in', rule };
  }
  return undefined;
}
