export * from './statement-kinds';
export * from './statement-rules';
export * from './statement-classification';
export * from './statement-values';
export * from './statement-csv';
export * from './ofx-reader';
export * from './reconciliation';
