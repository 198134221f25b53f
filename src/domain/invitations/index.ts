export * from './invitation';
