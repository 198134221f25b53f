export * from './invitation';
export * from './invitation-record';
