export * from './termination-dates';
export * from './wind-up';
export * from './plan-termination-record';
