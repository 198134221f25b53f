import type { ReactElement } from 'react';
import type { StepStatus, StepView } from '@/domain/flow';
import '@/ui/kit/kit.css';

const STATUS_WORDS: Record<StepStatus, string> = {
  current: 'current step',
  upcoming: 'upcoming',
  complete: 'complete',
  keystone: 'final step',
};

/** The step list of any step flow: every shown step with its status (current, upcoming, complete, keystone). */
export function StepList({ steps, label }: { steps: readonly StepView<string>[]; label: string }): ReactElement {
  return (
    <nav aria-label={label} className="step-list">
      <ol>
        {steps.map((step, i) => (
          <li
            key={step.key}
            className={`step-list__item step-list__item--${step.status}`}
            data-status={step.status}
            data-step={step.key}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="step-list__number" aria-hidden="true">
              {step.status === 'complete' ? '✓' : i + 1}
            </span>
            <span className="step-list__title">{step.title}</span>
            <span className="visually-hidden"> ({STATUS_WORDS[step.status]})</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
