// The React-only reference page for `npm run lighthouse` (issue: speed against the React floor): the plan owner
// checkout's first form (Personal Details) in React and react-dom alone, with controlled fields and the product's
// stylesheet, so a measured page can be set against the floor of any React SPA doing the same job. No container,
// no MobX, no validation library, no router: what is left is what React itself costs.
import { type ReactElement, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/ui/styles/app.css';

const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
];
const STEPS = ['Personal Details', 'Identity Details', 'Employer Details', 'Plan Details', 'Checkout'];

function Text({
  name,
  label,
  type = 'text',
  values,
  set,
}: {
  name: string;
  label: string;
  type?: string;
  values: Record<string, string>;
  set: (name: string, value: string) => void;
}): ReactElement {
  return (
    <div className="kit-field">
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} type={type} value={values[name] ?? ''} onChange={(e) => set(name, e.target.value)} />
    </div>
  );
}

function PersonalDetails(): ReactElement {
  const [values, setValues] = useState<Record<string, string>>({});
  const [married, setMarried] = useState(false);
  const set = (name: string, value: string): void => setValues((v) => ({ ...v, [name]: value }));
  const field = { values, set };
  return (
    <main id="main" className="app-main">
      <section className="page checkout" aria-labelledby="checkout-title">
        <p className="eyebrow">Plan owner checkout</p>
        <h1 id="checkout-title">Personal Details</h1>
        <nav aria-label="Checkout steps">
          <ol className="step-list">
            {STEPS.map((step, i) => (
              <li key={step} aria-current={i === 0 ? 'step' : undefined}>
                {step}
              </li>
            ))}
          </ol>
        </nav>
        <form className="checkout-form" noValidate onSubmit={(e) => e.preventDefault()}>
          <fieldset className="kit-fieldset">
            <legend>About you</legend>
            <div className="kit-grid">
              <div className="kit-field">
                <label htmlFor="title">Title</label>
                <select id="title" value={values.title ?? ''} onChange={(e) => set('title', e.target.value)}>
                  {['', 'Mr.', 'Mrs.', 'Ms.', 'Dr.'].map((t) => (
                    <option key={t} value={t}>
                      {t || 'Choose…'}
                    </option>
                  ))}
                </select>
              </div>
              <Text name="first_name" label="First name" {...field} />
              <Text name="middle_name" label="Middle name" {...field} />
              <Text name="last_name" label="Last name" {...field} />
              <Text name="DOB" label="Date of birth" type="date" {...field} />
              <Text name="occupation" label="Occupation" {...field} />
            </div>
            <fieldset className="kit-fieldset">
              <legend>Gender</legend>
              {['Female', 'Male', 'Other'].map((g) => (
                <label key={g}>
                  <input type="radio" name="gender" value={g} checked={values.gender === g} onChange={() => set('gender', g)} />{' '}
                  {g}
                </label>
              ))}
            </fieldset>
          </fieldset>
          <fieldset className="kit-fieldset">
            <legend>Home address</legend>
            <div className="kit-grid">
              <Text name="address01" label="Street address" {...field} />
              <Text name="address02" label="Apartment, suite, unit" {...field} />
              <Text name="city" label="City" {...field} />
              <div className="kit-field">
                <label htmlFor="state">State</label>
                <select id="state" value={values.state ?? ''} onChange={(e) => set('state', e.target.value)}>
                  {['', ...STATES].map((s) => (
                    <option key={s} value={s}>
                      {s || 'Choose…'}
                    </option>
                  ))}
                </select>
              </div>
              <Text name="postal_code" label="Postal code" {...field} />
            </div>
          </fieldset>
          <fieldset className="kit-fieldset">
            <legend>Contact and tax identity</legend>
            <div className="kit-grid">
              <Text name="email" label="E-mail" type="email" {...field} />
              <Text name="phone" label="Phone" type="tel" {...field} />
              <Text name="ssn_number" label="Social Security number" {...field} />
            </div>
          </fieldset>
          <fieldset className="kit-fieldset">
            <legend>Family and other businesses</legend>
            <label>
              <input type="checkbox" checked={married} onChange={(e) => setMarried(e.target.checked)} /> I am married
            </label>
            {married ? (
              <div className="kit-grid">
                <Text name="spouse_first_name" label="Spouse's first name" {...field} />
                <Text name="spouse_last_name" label="Spouse's last name" {...field} />
                <Text name="spouse_email" label="Spouse's e-mail" type="email" {...field} />
              </div>
            ) : undefined}
          </fieldset>
          <button type="submit" className="button button--primary">
            Continue
          </button>
        </form>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PersonalDetails />
  </StrictMode>,
);
