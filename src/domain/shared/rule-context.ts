/** What the rules need besides the values: the current instant and the rule variants. */
export interface RuleContext {
  /** The current instant; date windows compare against its UTC calendar date. */
  now: Date;
  /** Spouse rule: 'anyFilled' (default) or 'married'. */
  spouseRule?: 'anyFilled' | 'married';
  /** Bank details variant: 'onboarding' (default) or 'checkout'. */
  variant?: 'onboarding' | 'checkout';
}

/** The key under which an entity instance carries its rule context while it is validated. */
export const RULE_CONTEXT: unique symbol = Symbol('RuleContext');

/** Attaches the rule context to an entity instance, hidden from enumeration. */
export function attachRuleContext(entity: object, ctx: RuleContext | undefined): void {
  Object.defineProperty(entity, RULE_CONTEXT, { value: ctx, enumerable: false });
}

/** The rule context attached to an entity instance, if any. */
export function ruleContextOf(entity: unknown): RuleContext | undefined {
  if (typeof entity !== 'object' || entity === null) return undefined;
  const ctx: unknown = (entity as { [RULE_CONTEXT]?: unknown })[RULE_CONTEXT];
  return typeof ctx === 'object' && ctx !== null ? (ctx as RuleContext) : undefined;
}
