import 'reflect-metadata';
import { act, Profiler } from 'react';
import { describe, expect, test } from 'vitest';
import { CheckboxField, TextInputField } from '@/ui/kit/form-fields';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { StepForm } from '@/ui/kit/step-form';

const view = reactRootPerTest();

const FIELDS = ['first', 'second', 'third', 'fourth', 'fifth'];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f, f[0]!.toUpperCase() + f.slice(1)]));

/** Every field is required; `second` also refuses the value "same" when `first` holds it (a rule across fields). */
function newForm(): StepForm {
  return new StepForm(
    (v) => {
      const errors: Record<string, string[]> = {};
      for (const f of FIELDS) if (!v[f]) errors[f] = ['Required'];
      if (v.first === 'same' && v.second === 'same') errors.second = ['Must differ from First'];
      return errors;
    },
    {},
    () => undefined,
    LABELS,
  );
}

/** Renders each field inside a Profiler of its own and answers the names of the fields React rendered since `reset`. */
async function renderCounted(form: StepForm): Promise<{ rendered: () => Set<string>; reset: () => void }> {
  let names: string[] = [];
  await view.render(
    <>
      {FIELDS.map((name) => (
        <Profiler key={name} id={name} onRender={(id) => names.push(id)}>
          <TextInputField form={form} name={name} required />
        </Profiler>
      ))}
      <Profiler id="agree" onRender={(id) => names.push(id)}>
        <CheckboxField form={form} name="agree" label="Agree" />
      </Profiler>
    </>,
  );
  return { rendered: () => new Set(names), reset: () => (names = []) };
}

/** Types into the field labelled `label` as a person would (React reads the native value on input). */
async function type(label: string, value: string): Promise<void> {
  const labelEl = Array.from(view.host.querySelectorAll('label')).find((l) => l.textContent?.replace(/\s*\*$/, '') === label);
  const input = document.getElementById(labelEl!.htmlFor) as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('StepForm fields re-render only for their own changes (issue 10: no re-render of every field per keystroke)', () => {
  test('typing in one field renders that field only, also when every message shows', async () => {
    const form = newForm();
    const counted = await renderCounted(form);
    await act(async () => form.submit());
    expect(view.host.textContent).toContain('Required');
    counted.reset();
    await type('Third', 'h');
    await type('Third', 'he');
    expect(counted.rendered()).toEqual(new Set(['third']));
    expect((document.getElementById(view.host.querySelectorAll('label')[2]!.htmlFor) as HTMLInputElement).value).toBe('he');
  });

  test("a change that alters another field's message renders that field too", async () => {
    const form = newForm();
    const counted = await renderCounted(form);
    await type('Second', 'same');
    await act(async () => form.submit());
    counted.reset();
    await type('First', 'same');
    expect(counted.rendered()).toEqual(new Set(['first', 'second']));
    expect(view.host.textContent).toContain('Must differ from First');
  });

  test('a flag field renders when its own value changes, not with the text fields', async () => {
    const form = newForm();
    const counted = await renderCounted(form);
    counted.reset();
    await type('Fourth', 'x');
    expect(counted.rendered().has('agree')).toBe(false);
    await act(async () => form.set('agree', true));
    expect(counted.rendered().has('agree')).toBe(true);
    expect(form.flag('agree')).toBe(true);
  });
});
