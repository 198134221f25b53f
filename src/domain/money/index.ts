export {
  centsToDollars,
  compareCents,
  dollarInputErrors,
  dollarsToCents,
  MAX_CENTS,
  parseDollars,
  sumCents,
} from './cents';
export { dollarErrors, MAX_DOLLARS, wireDollarsToCents } from './dollar-amount';
export { formatCents, formatMoney, formatUsd, type MoneyFormat } from './format-money';
