export {
  centsToDollars,
  compareCents,
  dollarInputErrors,
  type DollarReading,
  dollarsToCents,
  isZeroReading,
  MAX_CENTS,
  parseDollars,
  readDollars,
  sumCents,
} from './cents';
export { dollarErrors, MAX_DOLLARS, wireDollarsToCents } from './dollar-amount';
export { formatCents, formatMoney, formatUsd, type MoneyFormat } from './format-money';
