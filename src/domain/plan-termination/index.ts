export * from './termination-dates';
export * from './wind-up';
