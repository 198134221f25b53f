import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { useStepFocus } from '@/ui/kit/step-focus';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});

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

async function render(element: ReactElement): Promise<HTMLElement> {
  if (!host) {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  await act(async () => root!.render(element));
  return host;
}

describe('useStepFocus: where the focus goes in a step flow', () => {
  test('the first render leaves the focus alone; the next step focuses the heading', async () => {
    const el = await render(<StepPage step="a" attempts={0} />);
    expect(document.activeElement).toBe(document.body);
    await render(<StepPage step="b" attempts={0} />);
    expect(document.activeElement).toBe(el.querySelector('h1'));
  });

  test('a flow just started focuses its first field, and the heading only from the next step on', async () => {
    const el = await render(<StepPage step="a" attempts={0} start />);
    expect(document.activeElement).toBe(el.querySelector('input[aria-label="Name"]'));
    await render(<StepPage step="b" attempts={0} start />);
    expect(document.activeElement).toBe(el.querySelector('h1'));
  });

  test('a try to continue with errors focuses the first control of the invalid group', async () => {
    const el = await render(<StepPage step="a" attempts={0} groupInvalid />);
    await render(<StepPage step="a" attempts={1} groupInvalid />);
    expect(document.activeElement).toBe(el.querySelector('input[aria-label="One"]'));
  });
});
