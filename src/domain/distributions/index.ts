export {
  type DistributionFlowState,
  initialDistributionFlowState,
  chooseDistributionStage1,
  describeDistribution,
  attachDistributionDocument,
  signHardship,
} from './distribution-flow-state';
export * from './distribution-kinds';
export * from './distribution-request';
export * from './distribution-status';
export * from './hardship';
export * from './withholding';
export * from './required-minimum-distribution';
export * from './distribution-record';
export * from './secure-withdrawals';
