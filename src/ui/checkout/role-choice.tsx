import type { ReactElement } from 'react';
import type { PlanRole } from '@/domain/flow';

/** The two roles, as the person reads them. */
const OPTIONS: ReadonlyArray<{ role: PlanRole; title: string; detail: string }> = [
  { role: 'planOwner', title: 'I am the plan owner', detail: 'I am setting up the plan for my business.' },
  {
    role: 'participant',
    title: 'I am a participant',
    detail: "I am joining an owner's plan, for example as the owner's spouse.",
  },
];

/**
 * First entry: is the user setting up a plan (plan owner) or joining one (participant)? Decision 0075. Plain buttons
 * (decision 0209): the role choice is the first thing a new checkout paints, and React Aria is not needed for two
 * buttons. `onPrepare` runs when the pointer or the focus reaches an option, to start loading the steps' code early.
 */
export function RoleChoice({
  onChoose,
  onPrepare,
}: {
  onChoose: (role: PlanRole) => void;
  onPrepare?: () => void;
}): ReactElement {
  return (
    <section className="page checkout" aria-labelledby="role-title">
      <h1 id="role-title">Set up your individual 401(k)</h1>
      <p className="lead">Tell us who you are in the plan; we will ask only what applies to you.</p>
      <div className="role-choice">
        {OPTIONS.map((option) => (
          <button
            key={option.role}
            type="button"
            className="role-choice__option"
            onPointerEnter={onPrepare}
            onFocus={onPrepare}
            onClick={() => onChoose(option.role)}
          >
            <strong>{option.title}</strong>
            <span>{option.detail}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
