export * from './beneficiary-designation';
