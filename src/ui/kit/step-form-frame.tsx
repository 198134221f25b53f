import type { FormEvent, ReactElement, ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';

/** Props of a step's form frame. */
export interface StepFormFrameProps {
  /** The flow's own class beside `form` (e.g. `checkout-form`). */
  className: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The form element, for the page's focus rules (useStepFocus). */
  formRef?: Ref<HTMLFormElement>;
  /** Shows the note on required fields and the kept draft (steps with fields; not a review). */
  draftNote: boolean;
  /** Continues the flow (the form was submitted). */
  onContinue: () => void;
  /** The message of the last failed save, shown above the actions. */
  saveError: string | undefined;
  /** Goes back one step; no Back button when not given. */
  onBack?: () => void;
  /** Words of the Back button. */
  backLabel?: string;
  /** True while the step saves: the actions are disabled and the submit button says "Saving…". */
  saving: boolean;
  /** Words of the submit button while not saving. */
  submitLabel: string;
  /** The step's fields (or its review). */
  children: ReactNode;
}

/**
 * The form of one step of a step flow (checkout, bank application): the note on required fields, the step's fields,
 * the last save's error, and the action bar with Back and the submit button.
 */
export function StepFormFrame(props: StepFormFrameProps): ReactElement {
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    props.onContinue();
  };
  return (
    <form
      ref={props.formRef}
      className={`form ${props.className}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={props.labelledBy}
    >
      {props.draftNote ? (
        <p className="muted">Fields marked * are required. Your typing is kept as a draft on this device.</p>
      ) : undefined}
      {props.children}
      {props.saveError ? <ErrorAlert>{props.saveError}</ErrorAlert> : undefined}
      <ActionBar onBack={props.onBack} backLabel={props.backLabel} busy={props.saving}>
        <Button type="submit" className="button button--primary" isDisabled={props.saving}>
          {props.saving ? 'Saving…' : props.submitLabel}
        </Button>
      </ActionBar>
    </form>
  );
}
