export * from './support-record';
export * from './support-search';
