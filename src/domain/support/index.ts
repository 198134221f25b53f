export * from './support-record';
