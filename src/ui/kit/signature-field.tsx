import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Checkbox } from 'react-aria-components';
import SignaturePad from 'signature_pad';
import type { StepForm } from '@/ui/kit/step-form';
import { renderTypedSignature } from '@/ui/kit/typed-signature';

/** Props of a signature field. */
export interface SignatureFieldProps {
  form: StepForm;
  /** The field that holds the PNG data URL (plan_signature, participant_signature, spouse_consent_signature). */
  field: string;
  label?: string;
  /** A signature saved earlier that may be chosen instead (sets isSelectedSignature). */
  saved?: string;
}

/** The drawing pad: signature_pad on a canvas sized to the device's pixel ratio. */
function DrawPad({
  onDraw,
  describedBy,
  label,
}: {
  onDraw: (png: string) => void;
  describedBy: string;
  label: string;
}): ReactElement {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | undefined>(undefined);
  const draw = useRef(onDraw);
  draw.current = onDraw;
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(el, { backgroundColor: 'rgb(255,255,255)', penColor: '#1c2430' });
    instance.addEventListener('endStroke', () => draw.current(instance.toDataURL('image/png')));
    pad.current = instance;
    return () => instance.off();
  }, []);
  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        className="signature-pad__canvas"
        role="img"
        aria-label={`${label}: drawing area`}
        aria-describedby={describedBy}
        data-testid="signature-canvas"
      />
      <Button
        className="button button--quiet"
        onPress={() => {
          pad.current?.clear();
          draw.current('');
        }}
      >
        Clear drawing
      </Button>
    </div>
  );
}

/** How the current signature was made: drawn, typed, or the saved one chosen. */
type SignatureSource = 'draw' | 'type' | 'saved';

/** The one true sentence about a signature field's state (issue 11): what is signed, by which means, and what to do. */
export function signatureHint(mode: 'draw' | 'type', signed: boolean, source: SignatureSource | undefined): string {
  if (!signed) {
    return mode === 'draw'
      ? 'Not signed yet. Draw your signature with a mouse, pen or finger, or choose Type to sign with the keyboard.'
      : 'Not signed yet. Type your full name to sign.';
  }
  if (source === 'saved') return 'Signed with your saved signature.';
  if (source === undefined) {
    return mode === 'draw'
      ? 'Signed. Drawing here replaces the signature.'
      : 'Signed. Typing a name here replaces the signature.';
  }
  if (source === 'type')
    return mode === 'type' ? 'Signed with your typed name.' : 'Signed with your typed name. Drawing here replaces it.';
  return mode === 'draw'
    ? 'Signed with your drawing. Clear the drawing to sign again.'
    : 'Signed with your drawing. Typing a name here replaces it.';
}

/** A signature: drawn on a pad, typed (rendered to an image, for keyboard users) or a saved one chosen. */
export const SignatureField = observer(function SignatureField({ form, field, label, saved }: SignatureFieldProps): ReactElement {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState('');
  const [source, setSource] = useState<SignatureSource | undefined>(undefined);
  const id = useId();
  const title = label ?? form.labelOf(field);
  const messages = form.messagesOf(field);
  const useSaved = saved !== undefined && form.flag('isSelectedSignature');
  const value = form.text(field);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = messages.length > 0 ? `${hintId} ${errorId}` : hintId;
  const setSignature = (png: string, from: SignatureSource): void => {
    form.set(field, png);
    form.blur(field);
    setSource(png ? from : undefined);
  };
  return (
    <fieldset
      className="kit-fieldset signature-field"
      aria-describedby={describedBy}
      aria-invalid={messages.length > 0 ? true : undefined}
    >
      <legend>{title}</legend>
      {saved !== undefined ? (
        <Checkbox
          className="kit-checkbox"
          isSelected={useSaved}
          onChange={(on) => {
            form.set('isSelectedSignature', on);
            form.set(field, on ? saved : '');
            setSource(on ? 'saved' : undefined);
          }}
        >
          <span className="kit-checkbox__box" aria-hidden="true" />
          <span>Use my saved signature</span>
        </Checkbox>
      ) : undefined}
      {useSaved ? undefined : (
        <>
          <div className="signature-field__modes" role="group" aria-label={`How to sign: ${title}`}>
            <Button className="button" aria-pressed={mode === 'draw'} onPress={() => setMode('draw')}>
              Draw
            </Button>
            <Button className="button" aria-pressed={mode === 'type'} onPress={() => setMode('type')}>
              Type
            </Button>
          </div>
          {mode === 'draw' ? (
            <DrawPad onDraw={(png) => setSignature(png, 'draw')} describedBy={describedBy} label={title} />
          ) : (
            <div className="field kit-field">
              <label className="kit-field__label" htmlFor={`${id}-typed`}>
                Type your full name to sign
              </label>
              <div className="kit-field__control">
                <input
                  id={`${id}-typed`}
                  className="kit-input"
                  value={typed}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setSignature(renderTypedSignature(e.target.value), 'type');
                  }}
                  onBlur={() => form.blur(field)}
                  aria-describedby={describedBy}
                  aria-invalid={messages.length > 0 ? true : undefined}
                />
              </div>
            </div>
          )}
        </>
      )}
      <p id={hintId} className="field__hint" data-testid="signature-hint">
        {signatureHint(mode, value !== '', useSaved ? 'saved' : source)}
      </p>
      {value ? <img className="signature-field__preview" src={value} alt={`${title} preview`} /> : undefined}
      {messages.length > 0 ? (
        <p id={errorId} className="field__error">
          {messages.join(' ')}
        </p>
      ) : undefined}
    </fieldset>
  );
});
