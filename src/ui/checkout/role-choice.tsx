import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';
import type { PlanRole } from '@/domain/flow';

/** First entry: is the user setting up a plan (plan owner) or joining one (participant)? Decision 0075. */
export function RoleChoice({ onChoose }: { onChoose: (role: PlanRole) => void }): ReactElement {
  return (
    <section className="page checkout" aria-labelledby="role-title">
      <h1 id="role-title">Set up your individual 401(k)</h1>
      <p className="lead">Tell us who you are in the plan; we will ask only what applies to you.</p>
      <div className="role-choice">
        <Button className="role-choice__option" onPress={() => onChoose('planOwner')}>
          <strong>I am the plan owner</strong>
          <span>I am setting up the plan for my business.</span>
        </Button>
        <Button className="role-choice__option" onPress={() => onChoose('participant')}>
          <strong>I am a participant</strong>
          <span>I am joining an owner's plan, for example as the owner's spouse.</span>
        </Button>
      </div>
    </section>
  );
}
