import { compareStructural, computed, type IComputedValue, makeAutoObservable, observableRef } from 'mobx';
import type { FieldErrors } from '@/domain/validation';

/** The values of one step's form, by the spec's field names. */
export type FormValues = Record<string, unknown>;

/** The domain rules of a step, applied to its current values. */
export type StepRules = (values: FormValues) => FieldErrors;

/**
 * One step's form: values, which fields the user has left, the domain's messages and the server's.
 * A field's messages show once the user leaves it or tries to continue; typing never loses a value.
 */
export class StepForm {
  /** Current values. */
  values: FormValues;
  /** Fields the user has left at least once. */
  readonly touched = new Set<string>();
  /** True once the user tried to continue: every message shows. */
  submitted = false;
  /** Messages the server answered for the last save, until the field changes. */
  serverErrors: FieldErrors = {};
  /**
   * What each field's component reads, derived per field: `values` is replaced on every keystroke, so a component
   * reading it directly would re-render with every other field's typing; through these it re-renders only when its own
   * value or messages change.
   */
  private readonly perField = new Map<string, FieldDerivations>();

  constructor(
    private readonly rules: StepRules,
    initial: FormValues,
    private readonly onChange: (values: FormValues) => void = () => undefined,
    private readonly labels: Readonly<Record<string, string>> = {},
  ) {
    this.values = { ...initial };
    // Values stay plain objects (replaced on every change): the domain reads own data properties only.
    makeAutoObservable<StepForm, 'rules' | 'onChange' | 'labels' | 'perField' | 'derivations'>(
      this,
      { rules: false, onChange: false, labels: false, values: observableRef, perField: false, derivations: false },
      { autoBind: true },
    );
  }

  /** Every message of the domain rules for the current values. */
  get errors(): FieldErrors {
    return this.rules(this.values);
  }

  /** True when the domain rules find nothing. */
  get isValid(): boolean {
    return Object.values(this.errors).every((messages) => messages === undefined || messages.length === 0);
  }

  /** The messages to show beside a field now (empty until the field was left or the user tried to continue). */
  messagesOf(field: string): string[] {
    return this.derivations(field).messages.get();
  }

  private derivations(field: string): FieldDerivations {
    let derived = this.perField.get(field);
    if (!derived) {
      const value = computed(() => this.values[field]);
      derived = {
        value,
        text: computed(() => {
          const v = value.get();
          return v === undefined || v === null ? '' : String(v);
        }),
        messages: computed(
          () => {
            const server = this.serverErrors[field] ?? [];
            if (!this.submitted && !this.touched.has(field)) return server;
            return [...new Set([...(this.errors[field] ?? []), ...server])];
          },
          { equals: compareStructural },
        ),
      };
      this.perField.set(field, derived);
    }
    return derived;
  }

  /** The label of a field, from the labels the area gave (the field name when none is set). */
  labelOf(field: string): string {
    return this.labels[field] ?? field;
  }

  /** The value of a field as it was set (undefined when missing). */
  value(field: string): unknown {
    return this.derivations(field).value.get();
  }

  /** The text value of a field ('' when missing). */
  text(field: string): string {
    return this.derivations(field).text.get();
  }

  /** True when a flag field is set (true or 'true'). */
  flag(field: string): boolean {
    const value = this.value(field);
    return value === true || value === 'true';
  }

  /** Sets a field's value and keeps a draft. */
  set(field: string, value: unknown): void {
    this.values = { ...this.values, [field]: value };
    if (this.serverErrors[field]) this.serverErrors = { ...this.serverErrors, [field]: undefined };
    this.onChange(this.values);
  }

  /** Sets a field's value without keeping a draft (a value the server answered). */
  replace(field: string, value: unknown): void {
    this.values = { ...this.values, [field]: value };
  }

  /** Puts back earlier values (an edit given up), without keeping a draft; messages start hidden again. */
  restore(values: FormValues): void {
    this.values = { ...values };
    this.serverErrors = {};
    this.submitted = false;
    this.touched.clear();
  }

  /** Marks a field as left: its messages show from now on. */
  blur(field: string): void {
    this.touched.add(field);
  }

  /** Marks every field for showing its messages (the user tried to continue). */
  submit(): void {
    this.submitted = true;
  }

  /** Shows the messages the server answered. */
  showServerErrors(errors: FieldErrors): void {
    this.serverErrors = errors;
    this.submitted = true;
  }
}

/** A field's derivations (see StepForm's `perField`). */
interface FieldDerivations {
  value: IComputedValue<unknown>;
  text: IComputedValue<string>;
  messages: IComputedValue<string[]>;
}
