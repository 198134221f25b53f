import type { FieldErrors } from '@/domain/shared/field-errors';
import { CONTRIBUTION_SOURCES } from '@/domain/contributions/contribution-usage';
import {
  isContributionSource,
  isStatementKind,
  KIND_DIRECTIONS,
  kindFitsAmount,
  STATEMENT_KIND_LABELS,
  type StatementKind,
} from './statement-kinds';

/** Message for a kind that is not one of the kinds. */
export const KIND_MESSAGE = 'Choose what this transaction is';
/** Message for a contribution without one of the six sources. */
export const SOURCE_MESSAGE = `Choose the contribution's source: ${CONTRIBUTION_SOURCES.join(', ')}`;
/**
 * Message for a contribution's tax year: the deposit's calendar year or the one before (a deposit by the employer's
 * return due date may count for the year before: IRC 404(a)(6); a deferral for the year its pay was earned, IRC 402(g)).
 */
export const TAX_YEAR_MESSAGE = 'Enter the tax year: the year of the deposit or the year before';
/** Message for a rule text out of bounds. */
export const RULE_TEXT_MESSAGE = "The rule's text must be 3 to 100 characters";
/** Message for a rule text with control characters (a NUL cannot even be stored). */
export const RULE_TEXT_CONTROL_MESSAGE = "The rule's text cannot contain control characters";
/** The bounds of a rule's text (after trimming). */
export const RULE_TEXT_MIN = 3;
export const RULE_TEXT_MAX = 100;

/** The message for a kind whose direction does not fit the transaction's money. */
export function directionMessage(kind: StatementKind): string {
  const label = STATEMENT_KIND_LABELS[kind];
  return KIND_DIRECTIONS[kind] === 'in'
    ? `${label} is money into the trust account: this transaction is money out`
    : `${label} is money out of the trust account: this transaction is money in`;
}

/** What the owner sends to classify a transaction. */
export interface ClassificationInput {
  kind?: unknown;
  source?: unknown;
  tax_year?: unknown;
  save_rule?: unknown;
  rule_text?: unknown;
}

/** The transaction being classified: its signed amount in cents and the year it was posted. */
export interface ClassifiedTransaction {
  amountCents: number;
  postedYear: number;
}

/** The messages of a rule text (empty when it is 3 to 100 characters once trimmed, without control characters). */
export function ruleTextErrors(text: unknown): string[] {
  if (typeof text !== 'string') return [RULE_TEXT_MESSAGE];
  const length = [...text.trim()].length;
  if (length < RULE_TEXT_MIN || length > RULE_TEXT_MAX) return [RULE_TEXT_MESSAGE];
  return /[\u0000-\u001f\u007f-\u009f]/.test(text) ? [RULE_TEXT_CONTROL_MESSAGE] : [];
}

/**
 * The field-keyed messages of a classification (decision 0333). `kind` null clears the class; otherwise it is one of
 * the kinds, fitting the direction of the money; a contribution needs one of the six sources and a tax year that is the
 * posted day's year or the year before; `save_rule` saves a rule from `rule_text` (or the description when absent).
 */
export function classificationErrors(input: ClassificationInput, tx: ClassifiedTransaction, description: string): FieldErrors {
  const errors: FieldErrors = {};
  if (input.kind === null) return errors;
  if (!isStatementKind(input.kind)) return { kind: [KIND_MESSAGE] };
  if (!kindFitsAmount(input.kind, tx.amountCents)) errors.kind = [directionMessage(input.kind)];
  if (input.kind === 'contribution') {
    if (!isContributionSource(input.source)) errors.source = [SOURCE_MESSAGE];
    const year = input.tax_year;
    if (typeof year !== 'number' || !Number.isInteger(year) || (year !== tx.postedYear && year !== tx.postedYear - 1))
      errors.tax_year = [TAX_YEAR_MESSAGE];
  }
  if (input.save_rule === true) {
    const text = input.rule_text === undefined || input.rule_text === null ? description : input.rule_text;
    const messages = ruleTextErrors(text);
    if (messages.length > 0) errors.rule_text = messages;
  }
  return errors;
}

/** What the owner sends to save a rule. */
export interface RuleInput {
  contains?: unknown;
  kind?: unknown;
  source?: unknown;
}

/** The field-keyed messages of a rule: its text, its kind, and a contribution's source (one of the six). */
export function ruleErrors(input: RuleInput): FieldErrors {
  const errors: FieldErrors = {};
  const text = ruleTextErrors(input.contains);
  if (text.length > 0) errors.contains = text;
  if (!isStatementKind(input.kind)) errors.kind = [KIND_MESSAGE];
  else if (input.kind === 'contribution' && !isContributionSource(input.source)) errors.source = [SOURCE_MESSAGE];
  return errors;
}
