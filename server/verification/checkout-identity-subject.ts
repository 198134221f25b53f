import type { Kysely } from 'kysely';
import { StepStore } from '../checkout/step-store';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import type { IdentitySubject } from './lexisnexis-identity-scorer';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The identity subject of a user from the checkout's personal details step (the SSN opened with the field cipher,
 * for the identity-verification request only); undefined until the name, address, date of birth and SSN are saved.
 */
export function checkoutIdentitySubject(
  db: Kysely<DB>,
  cipher: FieldCipher,
): (user: { id: string; email: string }) => Promise<IdentitySubject | undefined> {
  const store = new StepStore(db, cipher);
  return async (user) => {
    const v = (await store.storedValues(user.id, 'checkout', 'personalDetails')) ?? {};
    const subject: IdentitySubject = {
      firstName: text(v.first_name),
      lastName: text(v.last_name),
      street: [text(v.address01), text(v.address02)].filter((s) => s !== '').join(' '),
      city: text(v.city),
      state: text(v.state),
      zip: text(v.postal_code),
      dob: text(v.DOB).slice(0, 10),
      ssn: text(v.ssn_number),
      email: text(v.email) || user.email,
      ...(text(v.phone) ? { phone: text(v.phone) } : {}),
    };
    const required = [subject.firstName, subject.lastName, subject.street, subject.zip, subject.dob, subject.ssn];
    return required.every((s) => s !== '') ? subject : undefined;
  };
}
