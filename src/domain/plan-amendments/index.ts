export * from './plan-amendments';
export * from './amendment-signature';
