import { MAX_NAME_LENGTH } from '../library/name-rules';
import type { FieldMessages } from '../http/errors';
import { PROHIBITED_REQUIRED } from '@/domain/assets/prohibited-transaction';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import { dollarErrors } from '@/domain/money';

/** Asset type whose assets carry a precious-metals child type. */
export const PRECIOUS_METALS = 'precious_metals';
/** Child types of a precious-metals asset (decision 0038). */
export const PRECIOUS_METALS_CHILD_TYPES = ['gold', 'silver', 'platinum', 'palladium'] as const;
/** How a transaction came about: bought through the plan (payment sent) or an existing holding recorded (decision 0038). */
export const RECORD_TYPES = ['purchase', 'record'] as const;

function textErrors(value: unknown, label: string, required: boolean): string[] {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return required ? [`${label} is required`] : [];
  if (typeof value !== 'string') return [`${label} must be text`];
  if (value.trim().length > MAX_NAME_LENGTH) return [`${label} must be at most ${MAX_NAME_LENGTH} characters`];
  return [];
}

/** Field messages for an asset's classification: type, subtype and (for precious metals only) the child type. */
export function classificationErrors(body: Record<string, unknown>): FieldMessages {
  const child = body.precious_metals_child_type;
  const childErrors =
    body.type === PRECIOUS_METALS
      ? (PRECIOUS_METALS_CHILD_TYPES as readonly unknown[]).includes(child)
        ? []
        : [
            child === undefined || child === null || child === ''
              ? 'Precious metals type is required'
              : `Precious metals type must be one of ${PRECIOUS_METALS_CHILD_TYPES.join(', ')}`,
          ]
      : child === undefined || child === null
        ? []
        : ['Precious metals type applies only to precious metals'];
  return {
    type: textErrors(body.type, 'Asset type', true),
    subtype: textErrors(body.subtype, 'Asset subtype', true),
    precious_metals_child_type: childErrors,
    name: textErrors(body.name, 'Asset name', false),
  };
}

/** Field messages for the custodian: a precious-metals asset names the depository or trustee holding it. */
export function custodianErrors(body: Record<string, unknown>, type: unknown): FieldMessages {
  const value = body.custodian;
  if (type !== PRECIOUS_METALS) return { custodian: [] };
  return { custodian: textErrors(value, 'Depository or trustee', true) };
}

/** Message when a purchase involves the participant, their family or their business (IRC 4975). */
export const PROHIBITED_TRANSACTION_MESSAGE =
  'The plan cannot buy from or deal with you, your family or a business you own (prohibited transaction, IRC 4975)';

/** Field messages for the prohibited-transaction answer a purchase needs (`related_party` false). */
export function relatedPartyErrors(body: Record<string, unknown>): FieldMessages {
  if (body.record_type !== 'purchase') return { related_party: [] };
  if (body.related_party === true) return { related_party: [PROHIBITED_TRANSACTION_MESSAGE] };
  return { related_party: body.related_party === false ? [] : [PROHIBITED_REQUIRED] };
}

/** Field messages for a valuation: value (US dollars), as_of (a past or present YYYY-MM-DD date). */
export function valuationErrors(body: Record<string, unknown>, today: string): FieldMessages {
  const asOf = body.as_of;
  return {
    value: dollarErrors(body.value, 'Value'),
    as_of:
      asOf === undefined || asOf === null || asOf === ''
        ? ['Date of value is required']
        : parseIsoDate(asOf) === undefined
          ? ['Date of value must be a date']
          : (asOf as string) > today
            ? ['Date of value cannot be in the future']
            : [],
  };
}

/** Field messages for a transaction: record_type and purchase_price (US dollars). */
export function transactionErrors(body: Record<string, unknown>): FieldMessages {
  return {
    record_type: (RECORD_TYPES as readonly unknown[]).includes(body.record_type)
      ? []
      : [`Record type must be one of ${RECORD_TYPES.join(', ')}`],
    purchase_price: dollarErrors(body.purchase_price, 'Purchase price'),
  };
}
