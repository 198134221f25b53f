export * from './beneficiary-designation';
export * from './designation-status';
