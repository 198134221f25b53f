export * from './contribution-limits';
export * from './contribution-usage';
export * from './contribution-warnings';
export * from './employer-contribution';
export * from './form-5500-ez-schedule';
export * from './contribution-entry';
export * from './contribution-deadlines';
export * from './plan-year';
