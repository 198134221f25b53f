import type { StepDefinition, StepStatus, StepView } from './step-definition';

/**
 * A pure, immutable step flow (spec section 4; decision 0020).
 * Every transition returns a new flow; a transition that does not apply returns the same flow.
 */
export class StepFlow<K extends string = string> {
  private constructor(
    /** The ordered step definitions. */
    readonly definitions: readonly StepDefinition<K>[],
    /** Index of the current step. */
    readonly currentIndex: number,
    /** While editing a step jumped to from a later one: the index to return to. */
    readonly returnIndex: number | undefined,
  ) {
    Object.freeze(this);
  }

  /** Starts a flow at the first step, or at a saved step key (resume); an unknown key starts at the first step. */
  static start<K extends string>(definitions: readonly StepDefinition<K>[], savedKey?: string): StepFlow<K> {
    if (definitions.length === 0) throw new Error('A step flow needs at least one step');
    const keys = new Set<string>();
    for (const step of definitions) {
      if (keys.has(step.key)) throw new Error(`Duplicate step key: ${step.key}`);
      keys.add(step.key);
    }
    const saved = savedKey === undefined ? -1 : definitions.findIndex((step) => step.key === savedKey);
    return new StepFlow(Object.freeze([...definitions]), Math.max(saved, 0), undefined);
  }

  /** The current step. */
  get current(): StepDefinition<K> {
    return this.definitions[this.currentIndex];
  }

  /** Key of the current step (what to save for resume). */
  get currentKey(): K {
    return this.current.key;
  }

  /** True on the first step. */
  get isFirst(): boolean {
    return this.currentIndex === 0;
  }

  /** True on the last step. */
  get isLast(): boolean {
    return this.currentIndex === this.definitions.length - 1;
  }

  /** True while editing a completed step jumped to with `jumpTo`. */
  get isEditing(): boolean {
    return this.returnIndex !== undefined;
  }

  /** Index of the keystone step: the last step shown in the step list (the goal of the flow). */
  get keystoneIndex(): number {
    for (let i = this.definitions.length - 1; i >= 0; i--) {
      if (!this.definitions[i].hidden) return i;
    }
    return this.definitions.length - 1;
  }

  /** Status of the step at an index. */
  statusAt(index: number): StepStatus {
    if (index === this.currentIndex) return 'current';
    if (index < this.currentIndex) return 'complete';
    if (this.returnIndex !== undefined && index < this.returnIndex) return 'complete';
    return index === this.keystoneIndex ? 'keystone' : 'upcoming';
  }

  /** Every step with its status, hidden ones included. */
  get steps(): readonly StepView<K>[] {
    return this.definitions.map((step, index) => ({ ...step, status: this.statusAt(index) }));
  }

  /** The steps shown in the step list: hidden steps (the review page) left out. */
  get visibleSteps(): readonly StepView<K>[] {
    return this.steps.filter((step) => !step.hidden);
  }

  /** Status of the step with a key, or undefined for an unknown key. */
  statusOf(key: string): StepStatus | undefined {
    const index = this.indexOf(key);
    return index < 0 ? undefined : this.statusAt(index);
  }

  /** Marks the current step complete and makes the next one current; while editing, returns to the step jumped from. No-op on the last step. */
  forward(): StepFlow<K> {
    if (this.returnIndex !== undefined) return new StepFlow(this.definitions, this.returnIndex, undefined);
    if (this.isLast) return this;
    return new StepFlow(this.definitions, this.currentIndex + 1, undefined);
  }

  /** Marks the current step upcoming and makes the previous one current; while editing, cancels the edit and returns to the step jumped from. No-op on the first step. */
  back(): StepFlow<K> {
    if (this.returnIndex !== undefined) return new StepFlow(this.definitions, this.returnIndex, undefined);
    if (this.isFirst) return this;
    return new StepFlow(this.definitions, this.currentIndex - 1, undefined);
  }

  /** Makes a complete step current to edit it, remembering where to return; no-op for any step that is not complete. */
  jumpTo(key: string): StepFlow<K> {
    const index = this.indexOf(key);
    if (index < 0 || this.statusAt(index) !== 'complete') return this;
    return new StepFlow(this.definitions, index, this.returnIndex ?? this.currentIndex);
  }

  private indexOf(key: string): number {
    return this.definitions.findIndex((step) => step.key === key);
  }
}
