import 'reflect-metadata';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { FIELD_LABELS } from '@/ui/checkout/field-labels';
import { NaicsCodeField } from '@/ui/checkout/naics-code-field';
import { stepDefaults, stepRules } from '@/ui/checkout/step-settings';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { StepForm } from '@/ui/kit/step-form';

const view = reactRootPerTest();

// jsdom has no CSS.escape, which the suggestions' list uses to find an option's element by its key (browsers have it).
beforeAll(() => {
  if (globalThis.CSS?.escape === undefined) {
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) });
  }
});
afterAll(() => vi.unstubAllGlobals());

function codeInput(): HTMLInputElement {
  const label = [...view.host.querySelectorAll('label')].find((l) => l.textContent === 'Industry code (NAICS)');
  const input = document.getElementById(label?.htmlFor ?? '');
  if (!(input instanceof HTMLInputElement)) throw new Error('No industry code field');
  return input;
}

async function type(value: string): Promise<void> {
  const input = codeInput();
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function press(key: string): Promise<void> {
  await act(async () => {
    codeInput().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    codeInput().dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  });
}

const options = (): string[] =>
  // The suggestions, not the line that says none matches.
  [...document.querySelectorAll('[role="listbox"] .kit-suggestions__item[role="option"]')].map((o) => o.textContent ?? '');

async function renderField(): Promise<StepForm> {
  const ctx = { now: new Date('2026-01-15T12:00:00Z'), married: false, ssnSaved: false };
  const form = new StepForm(
    (v) => stepRules('employerDetails', v, ctx),
    stepDefaults('employerDetails'),
    undefined,
    FIELD_LABELS,
  );
  await view.render(<NaicsCodeField form={form} />);
  return form;
}

describe('the industry code field (Form 5500-EZ line 2d)', () => {
  test('words of the business list the NAICS industries; the keyboard picks one and fills the description', async () => {
    const form = await renderField();
    expect(codeInput().getAttribute('role')).toBe('combobox');
    const hint = document.getElementById(codeInput().getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(hint).toBe('Type your six-digit code, or words of your business (e.g. dentists), and pick it from the list');
    await vi.waitFor(async () => {
      // Typed again until the lazily loaded list is there (the same value twice is no change).
      await type('');
      await type('dent off');
      expect(options()).toEqual(['621210 · Offices of Dentists']);
    });
    expect(codeInput().getAttribute('aria-expanded')).toBe('true');
    await press('ArrowDown');
    await press('Enter');
    expect(form.text('employer_naics_code')).toBe('621210');
    expect(form.text('employer_naics_code_description')).toBe('Offices of Dentists');
    expect(codeInput().value).toBe('621210');
    expect(codeInput().getAttribute('aria-expanded')).toBe('false');
  });

  test('a code not in the list is kept as typed; digits list the codes that start with them, a few at a time', async () => {
    const form = await renderField();
    await vi.waitFor(async () => {
      await type('');
      await type('5415');
      expect(options()).toEqual([
        '541511 · Custom Computer Programming Services',
        '541512 · Computer Systems Design Services',
        '541513 · Computer Facilities Management Services',
        '541519 · Other Computer Related Services',
      ]);
    });
    await type('999999');
    expect(options()).toEqual([]);
    expect(document.querySelector('[role="listbox"]')?.textContent).toBe(
      'No industry in the list matches; what you typed is kept.',
    );
    expect(form.text('employer_naics_code')).toBe('999999');
    await type('manufacturing');
    expect(options()).toHaveLength(50);
    expect(document.querySelector('.kit-suggestions__more')?.textContent).toMatch(
      /^50 of \d+ shown: type more to narrow them\.$/,
    );
  });

  test("an empty code shows the spec's message beside the field after leaving it", async () => {
    const form = await renderField();
    await act(async () => form.blur('employer_naics_code'));
    const described = codeInput()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Industry code is required');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
  });
});
