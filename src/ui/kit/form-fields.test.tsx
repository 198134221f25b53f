import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { phoneAsTyped } from '@/domain/shared/phone';
import { PhotoField } from '@/ui/kit/photo-field';
import { signatureHint } from '@/ui/kit/signature-field';
import { SsnField } from '@/ui/kit/ssn-field';
import { StepForm } from '@/ui/kit/step-form';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

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
    await view.render(
      <div className="kit-grid">
        <TextInputField form={form} name="name" hint="As on your ID" />
        <SelectField form={form} name="kind" choices={CHOICES} hint="Pick one" />
        <RadioField form={form} name="color" choices={CHOICES} hint="Either" />
      </div>,
    );
    const fields = [...view.host.querySelectorAll('.kit-grid > .kit-field')];
    expect(fields).toHaveLength(3);
    for (const f of fields)
      expect(slots(f)).toEqual(['kit-field__label', 'kit-field__control', 'kit-field__hint', 'kit-field__message']);
  });

  test('a select left empty is aria-invalid and described by its hint and its message', async () => {
    const form = requiredForm();
    await view.render(<SelectField form={form} name="kind" choices={CHOICES} hint="Pick one" required />);
    const select = view.host.querySelector('select')!;
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(select)).toEqual(['Pick one']);
    await act(async () => form.blur('kind'));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(describedTexts(select)).toEqual(['Pick one', 'kind is required']);
  });

  test('a radio group left empty is aria-invalid and described by its message', async () => {
    const form = requiredForm();
    await view.render(<RadioField form={form} name="color" choices={CHOICES} required />);
    const group = view.host.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBeNull();
    await act(async () => form.submit());
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(group)).toContain('color is required');
    expect(group.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-labelledby')!.split(' ')[0])?.textContent).toBe('Color');
  });

  test('a text field is aria-invalid and described by its message once left', async () => {
    const form = requiredForm();
    await view.render(<TextInputField form={form} name="name" />);
    const input = view.host.querySelector('input')!;
    await act(async () => form.blur('name'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toContain('name is required');
  });

  test('a field with a format shapes each keystroke: 5551234567 typed shows and keeps 555-123-4567', async () => {
    const form = requiredForm();
    await view.render(<TextInputField form={form} name="name" format={phoneAsTyped} />);
    const input = view.host.querySelector('input')!;
    const typed: string[] = [];
    for (const digit of '5551234567') {
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, `${input.value}${digit}`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      typed.push(input.value);
    }
    expect(typed.at(3)).toBe('555-1');
    expect(input.value).toBe('555-123-4567');
    expect(form.text('name')).toBe('555-123-4567');
  });

  test('the SSN says beside it that it is not kept on this device across a reload', async () => {
    await view.render(<SsnField form={requiredForm()} saved={false} onChange={() => undefined} />);
    const input = view.host.querySelector('input')!;
    expect(describedTexts(input).join(' ')).toContain(
      'For your safety it is not kept on this device: if the page reloads before you continue, type it again.',
    );
  });

  test('a photo field says one thing: attached or not, never "No file chosen"', async () => {
    const form = new StepForm(() => ({}), {});
    await view.render(<PhotoField form={form} name="id_photo_picture" label="Photo of the front of the ID" />);
    expect(view.host.textContent).toContain('No photo attached. Optional: PNG or JPEG, up to 2.5 MB.');
    expect(view.host.querySelector('button')?.textContent).toBe('Choose photo');
    await act(async () => form.set('id_photo_picture', 'data:image/png;base64,AAAA'));
    expect(view.host.textContent).toContain('A photo is attached.');
    expect(view.host.textContent).not.toContain('No photo attached');
    expect(view.host.textContent).not.toContain('No file chosen');
    expect([...view.host.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Replace photo', 'Remove photo']);
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
