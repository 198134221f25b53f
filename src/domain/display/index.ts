export {
  codedLabel,
  DATE_FIELDS,
  FEE_LABELS,
  feeLabel,
  isCodedField,
  isPlanSetting,
  OPTION_LISTS,
  planSettingLabel,
} from './coded-labels';
export { formatCount } from './format-count';
export { type DateFormat, formatDate } from './format-date';
export { type Choice, choiceLabel } from './option-lists';
export { AUDIT_ACTION_LABELS, actionLabel, auditEntryText, objectTypeLabel } from './audit-labels';
