import { describe, expect, test } from 'vitest';
import {
  attachDistributionDocument,
  chooseDistributionStage1,
  describeDistribution,
  initialDistributionFlowState,
  signHardship,
} from './distribution-flow-state';

describe('DistributionFlowState', () => {
  test('starts empty', () => {
    expect(initialDistributionFlowState()).toEqual({
      distributionFlowStage1: undefined,
      description: '',
      distributionDocumentId: undefined,
      hardshipSignature: undefined,
    });
  });

  test('each transition sets its own field and leaves the others and the input state alone', () => {
    const start = initialDistributionFlowState();
    const filled = signHardship(
      attachDistributionDocument(describeDistribution(chooseDistributionStage1(start, 'hardship'), 'Medical bills'), 'doc-1'),
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(filled).toEqual({
      distributionFlowStage1: 'hardship',
      description: 'Medical bills',
      distributionDocumentId: 'doc-1',
      hardshipSignature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(start).toEqual(initialDistributionFlowState());
  });
});
