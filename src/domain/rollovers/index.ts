export * from './rollover-labels';
export * from './rollover-request';
export * from './rollover-status';
export * from './rollover-record';
