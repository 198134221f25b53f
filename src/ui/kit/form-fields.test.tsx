import 'reflect-metadata';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { PhotoField } from '@/ui/kit/photo-field';
import { signatureHint } from '@/ui/kit/signature-field';
import { SsnField } from '@/ui/kit/ssn-field';
import { StepForm } from '@/ui/kit/step-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;

async function render(element: ReactElement): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(element));
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

const CHOICES = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'primePlus', label: 'Prime rate plus the rate above' },
];
const LABELS = { kind: 'Kind', color: 'Color', name: 'Name', ssn_number: 'Social Security number' };
/** A form whose every field is required. */
const requiredForm = (): StepForm =>
  new StepForm(
    (v) =>
      Object.fromEntries(
        Object.keys(LABELS)
          .filter((k) => !v[k])
          .map((k) => [k, [`${k} is required`]]),
      ),
    {},
    undefined,
    LABELS,
  );

/** Texts of the elements an element's aria-describedby names. */
function describedTexts(el: Element): string[] {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing ${id})`);
}

/** The classes of a field's direct children, in order. */
const slots = (field: Element): string[] =>
  [...field.children].map((c) => [...c.classList].find((k) => k.startsWith('kit-field__')) ?? '?');

describe('the kit field component', () => {
  test('text, select and radio fields lay out label, control, hint and message in this order', async () => {
    const form = requiredForm();
    form.submit();
    await render(
      <div className="kit-grid">
        <TextInputField form={form} name="name" hint="As on your ID" />
        <SelectField form={form} name="kind" choices={CHOICES} hint="Pick one" />
        <RadioField form={form} name="color" choices={CHOICES} hint="Either" />
      </div>,
    );
    const fields = [...host.querySelectorAll('.kit-grid > .kit-field')];
    expect(fields).toHaveLength(3);
    for (const f of fields)
      expect(slots(f)).toEqual(['kit-field__label', 'kit-field__control', 'kit-field__hint', 'kit-field__message']);
  });

  test('a select left empty is aria-invalid and described by its hint and its message', async () => {
    const form = requiredForm();
    await render(<SelectField form={form} name="kind" choices={CHOICES} hint="Pick one" required />);
    const select = host.querySelector('select')!;
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(select)).toEqual(['Pick one']);
    await act(async () => form.blur('kind'));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(describedTexts(select)).toEqual(['Pick one', 'kind is required']);
  });

  test('a radio group left empty is aria-invalid and described by its message', async () => {
    const form = requiredForm();
    await render(<RadioField form={form} name="color" choices={CHOICES} required />);
    const group = host.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBeNull();
    await act(async () => form.submit());
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(group)).toContain('color is required');
    expect(group.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-labelledby')!.split(' ')[0])?.textContent).toBe('Color');
  });

  test('a text field is aria-invalid and described by its message once left', async () => {
    const form = requiredForm();
    await render(<TextInputField form={form} name="name" />);
    const input = host.querySelector('input')!;
    await act(async () => form.blur('name'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toContain('name is required');
  });

  test('the SSN says beside it that it is not kept on this device across a reload', async () => {
    await render(<SsnField form={requiredForm()} saved={false} onChange={() => undefined} />);
    const input = host.querySelector('input')!;
    expect(describedTexts(input).join(' ')).toContain(
      'For your safety it is not kept on this device: if the page reloads before you continue, type it again.',
    );
  });

  test('a photo field says one thing: attached or not, never "No file chosen"', async () => {
    const form = new StepForm(() => ({}), {});
    await render(<PhotoField form={form} name="id_photo_picture" label="Photo of the front of the ID" />);
    expect(host.textContent).toContain('No photo attached. Optional: PNG or JPEG, up to 2.5 MB.');
    expect(host.querySelector('button')?.textContent).toBe('Choose photo');
    await act(async () => form.set('id_photo_picture', 'data:image/png;base64,AAAA'));
    expect(host.textContent).toContain('A photo is attached.');
    expect(host.textContent).not.toContain('No photo attached');
    expect(host.textContent).not.toContain('No file chosen');
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Replace photo', 'Remove photo']);
  });
});

describe('signature hint', () => {
  test('says one true thing per state', () => {
    expect(signatureHint('type', false, undefined)).toBe('Not signed yet. Type your full name to sign.');
    expect(signatureHint('draw', false, undefined)).toBe(
      'Not signed yet. Draw your signature with a mouse, pen or finger, or choose Type to sign with the keyboard.',
    );
    expect(signatureHint('type', true, 'type')).toBe('Signed with your typed name.');
    expect(signatureHint('draw', true, 'draw')).toBe('Signed with your drawing. Clear the drawing to sign again.');
    expect(signatureHint('draw', true, 'saved')).toBe('Signed with your saved signature.');
    for (const mode of ['draw', 'type'] as const) {
      for (const source of ['draw', 'type', 'saved', undefined] as const) {
        const hint = signatureHint(mode, true, source);
        expect(hint).not.toContain('Not signed');
        if (mode === 'type') expect(hint).not.toContain('mouse');
      }
    }
  });
});
