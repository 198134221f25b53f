export * from './plan-amendments';
