export * from './amortisation-schedule';
export * from './cure-period';
export * from './loan-accrual';
export * from './loan-interest';
export * from './loan-limit';
export * from './loan-terms';
export * from './loan-balance';
export * from './reamortisation';
