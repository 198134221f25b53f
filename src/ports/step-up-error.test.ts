import { describe, expect, test } from 'vitest';
import { ApiError, isStepUpError } from '@/ports/api-client';

const STEP_UP = new ApiError('Forbidden', 'ERR_BAD_REQUEST', 403, {
  error: 'step_up_required',
  message: 'Confirm it is you with your second factor to continue.',
});

describe('the step-up answer of the API (decision 0262)', () => {
  test('recognises only the API step-up answer', () => {
    expect(isStepUpError(STEP_UP)).toBe(true);
    expect(isStepUpError(new ApiError('Forbidden', 'ERR_BAD_REQUEST', 403, { error: 'forbidden' }))).toBe(false);
    expect(isStepUpError(new Error('x'))).toBe(false);
  });
});
