export * from './beneficiary-designation';
export * from './designation-status';
export * from './designation-record';
