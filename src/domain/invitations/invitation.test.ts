import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  INVITATION_TTL_DAYS,
  INVITE_SELF_MESSAGE,
  invitationEmailErrors,
  isInvitationOpen,
  participantProgress,
} from './invitation';

const DAY = 24 * 3600 * 1000;

describe('invitationEmailErrors', () => {
  test("accepts any well-formed address other than the owner's", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254);
        expect(invitationEmailErrors(email, 'owner@example.com')).toEqual(
          email.toLowerCase() === 'owner@example.com' ? [INVITE_SELF_MESSAGE] : [],
        );
      }),
    );
  });

  test('an empty or missing address is required', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.stringMatching(/^\s*$/), fc.integer()), (value) => {
        expect(invitationEmailErrors(value, undefined)).toEqual([EMAIL_REQUIRED_MESSAGE]);
      }),
    );
  });

  test('text without an @ and a domain is not an address', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !s.includes('@')),
        (value) => {
          expect(invitationEmailErrors(value, undefined)).toEqual([EMAIL_INVALID_MESSAGE]);
        },
      ),
    );
    expect(invitationEmailErrors(`${'a'.repeat(250)}@example.com`, undefined)).toEqual([EMAIL_INVALID_MESSAGE]);
  });

  test("the owner's own address, in any case and with spaces, is refused", () => {
    expect(invitationEmailErrors('  Owner@Example.COM ', 'owner@example.com')).toEqual([INVITE_SELF_MESSAGE]);
  });
});

describe('invitation expiry and progress', () => {
  const sent = new Date('2026-11-01T00:00:00Z');

  test(`a pending invitation is open for ${INVITATION_TTL_DAYS} days, then expired`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), (after) => {
        const now = new Date(sent.getTime() + after);
        const open = after <= INVITATION_TTL_DAYS * DAY;
        expect(isInvitationOpen('pending', sent, now)).toBe(open);
        expect(participantProgress('pending', sent, now, false)).toBe(open ? 'invited' : 'expired');
        expect(isInvitationOpen('accepted', sent, now)).toBe(false);
        expect(isInvitationOpen('revoked', sent, now)).toBe(false);
      }),
    );
  });

  test('an accepted invitation shows the checkout until the joinder is filed; a revoked one stays revoked', () => {
    const later = new Date(sent.getTime() + 90 * DAY);
    expect(participantProgress('accepted', sent, later, false)).toBe('checkout');
    expect(participantProgress('accepted', sent, later, true)).toBe('joined');
    expect(participantProgress('revoked', sent, sent, true)).toBe('revoked');
  });
});
