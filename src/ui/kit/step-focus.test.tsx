import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { useStepFocus } from '@/ui/kit/step-focus';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

/** A step page: a heading, a text field and a radio group that is invalid when `groupInvalid`. */
function StepPage(props: { step: string; attempts: number; start?: boolean; groupInvalid?: boolean }): ReactElement {
  const { heading, body } = useStepFocus<HTMLFormElement>({
    key: props.step,
    invalidAttempts: props.attempts,
    firstFieldOnStart: props.start,
  });
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Step {props.step}
      </h1>
      <form ref={body}>
        <input aria-label="Name" />
        <fieldset aria-invalid={props.groupInvalid ? 'true' : undefined}>
          <input type="radio" name="kind" aria-label="One" />
          <input type="radio" name="kind" aria-label="Two" />
        </fieldset>
      </form>
    </>
  );
}

describe('useStepFocus: where the focus goes in a step flow', () => {
  test('the first render leaves the focus alone; the next step focuses the heading', async () => {
    const el = await view.render(<StepPage step="a" attempts={0} />);
    expect(document.activeElement).toBe(document.body);
    await view.render(<StepPage step="b" attempts={0} />);
    expect(document.activeElement).toBe(el.querySelector('h1'));
  });

  test('a flow just started focuses its first field, and the heading only from the next step on', async () => {
    const el = await view.render(<StepPage step="a" attempts={0} start />);
    expect(document.activeElement).toBe(el.querySelector('input[aria-label="Name"]'));
    await view.render(<StepPage step="b" attempts={0} start />);
    expect(document.activeElement).toBe(el.querySelector('h1'));
  });

  test('a try to continue with errors focuses the first control of the invalid group', async () => {
    const el = await view.render(<StepPage step="a" attempts={0} groupInvalid />);
    await view.render(<StepPage step="a" attempts={1} groupInvalid />);
    expect(document.activeElement).toBe(el.querySelector('input[aria-label="One"]'));
  });
});
