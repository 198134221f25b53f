export {
  type DistributionFlowState,
  initialDistributionFlowState,
  chooseDistributionStage1,
  describeDistribution,
  attachDistributionDocument,
  signHardship,
} from './distribution-flow-state';
