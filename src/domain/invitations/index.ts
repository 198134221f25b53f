export * from './invitation';
export * from './invitation-record';
export * from './invitation-messages';
