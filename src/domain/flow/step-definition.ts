/** Status of a step in a step list (spec section 4). */
export type StepStatus = 'current' | 'upcoming' | 'complete' | 'keystone';

/** One step of a flow: its key, the title shown in the step list, and whether the list hides it. */
export interface StepDefinition<K extends string = string> {
  /** Stable key, as in the spec's step tables. */
  readonly key: K;
  /** Title shown in the step list. */
  readonly title: string;
  /** Hidden steps take part in the flow but are not shown in the step list (the review page). */
  readonly hidden?: boolean;
}

/** A step definition with its status in a flow. */
export interface StepView<K extends string = string> extends StepDefinition<K> {
  /** The step's status, derived from the flow's position. */
  readonly status: StepStatus;
}

/** The two roles of spec section 6 that change the flows. */
export type PlanRole = 'planOwner' | 'participant';
