import type { MailKind } from './mail-transport';

/** Who the messages come from, as the product configuration names it (server/site/product-config.ts). */
export interface MailBrand {
  productName: string;
  /** The support contact; '' = none configured (the line is left out). */
  supportEmail: string;
  /** The public origin every link in a message is absolute to. */
  origin: string;
}

/** The data each kind of message is rendered from. Strings are as the user typed them: rendering escapes them. */
export interface MailData {
  sign_in_link: { link: string };
  email_change: { link: string };
  invitation: { ownerName: string; planName: string; link: string };
  form_5500_ez_reminder: { planYear: number; dueDate: string; daysLeft: number; link: string };
  micro_deposits: { accountMask: string; amounts: readonly [string, string]; link: string };
  factor_reset_notice: { link: string };
}

/** A message rendered from its data: the outbox link and words, both parts, and its headers. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  outbox: { link: string; text?: string };
}

/** The words of the notice support's second-factor reset sends (decision 0273); the support console's tests read them. */
export const FACTOR_RESET_WORDS = {
  subject: 'Your second factors were reset by support',
  text:
    'Support removed your authenticator app, passkeys and recovery codes and signed you out everywhere. ' +
    'Sign in with a link sent to this address and add a new second factor on your profile. ' +
    'If you did not ask for this, contact support at once.',
} as const;

/** The profile page's notifications section, where the e-mail preference is changed (src/ui/profile). */
export const PREFERENCES_PATH = '/profile#profile-notifications';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One template: the subject and paragraphs (plain text, with the data in them), the action, and the outbox words. */
interface Template<D> {
  subject(d: D, brand: MailBrand): string;
  paragraphs(d: D, brand: MailBrand): string[];
  action(d: D): { label: string; link: string };
  /** The notice's words the outbox has always kept (decision 0273); undefined for a message that is its link. */
  outboxText?: string;
  /**
   * True for a message the user's e-mail preference governs (reminders): it links to the preference and carries
   * List-Unsubscribe. Sign-in links, address confirmations, invitations and security notices go whatever the
   * preference says, so they offer no way to turn them off that would not work.
   */
  governedByPreference: boolean;
}

const TEMPLATES: { [K in MailKind]: Template<MailData[K]> } = {
  sign_in_link: {
    subject: () => 'Your sign-in link',
    paragraphs: (_d, b) => [
      `Use the link below to sign in to ${b.productName}. It works once and for a few minutes only.`,
      'If you did not ask to sign in, ignore this e-mail: nobody can sign in without the link.',
    ],
    action: (d) => ({ label: 'Sign in', link: d.link }),
    governedByPreference: false,
  },
  email_change: {
    subject: () => 'Confirm your new e-mail address',
    paragraphs: (_d, b) => [
      `Open the link below to make this address the e-mail of your ${b.productName} account. Until you do, your current address keeps working.`,
      'If you did not ask for this change, ignore this e-mail.',
    ],
    action: (d) => ({ label: 'Confirm this address', link: d.link }),
    governedByPreference: false,
  },
  invitation: {
    subject: (d) => `${d.ownerName} invites you to join ${d.planName}`,
    paragraphs: (d, b) => [
      `${d.ownerName} invites you to join ${d.planName}, a solo 401(k) plan on ${b.productName}.`,
      'Open the link below to accept the invitation and set up your account.',
    ],
    action: (d) => ({ label: 'Accept the invitation', link: d.link }),
    governedByPreference: false,
  },
  form_5500_ez_reminder: {
    subject: (d) => `Reminder: Form 5500-EZ for plan year ${d.planYear} is due ${d.dueDate} (in ${d.daysLeft} days)`,
    paragraphs: (d) => [
      `Form 5500-EZ for plan year ${d.planYear} is due ${d.dueDate}, in ${d.daysLeft} days.`,
      'Once it is filed, record the filing on your contributions page and the reminders stop.',
    ],
    action: (d) => ({ label: 'Open your contributions', link: d.link }),
    governedByPreference: true,
  },
  micro_deposits: {
    subject: (d) => `Two deposits were sent to your account ${d.accountMask}: ${d.amounts[0]} and ${d.amounts[1]}`,
    paragraphs: (d) => [
      `Two small deposits were sent to your account ${d.accountMask}: ${d.amounts[0]} and ${d.amounts[1]}.`,
      'Enter the two amounts to confirm that the account is yours.',
    ],
    action: (d) => ({ label: 'Confirm the amounts', link: d.link }),
    governedByPreference: false,
  },
  factor_reset_notice: {
    subject: () => FACTOR_RESET_WORDS.subject,
    paragraphs: () => [FACTOR_RESET_WORDS.text],
    action: (d) => ({ label: 'Sign in', link: d.link }),
    outboxText: FACTOR_RESET_WORDS.text,
    governedByPreference: false,
  },
};

/** The link as an absolute http(s) URL, else an error: a relative link would not work from a mail client. */
function absolute(link: string): string {
  const url = URL.canParse(link) ? new URL(link) : undefined;
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('An e-mail link must be an absolute http(s) URL');
  }
  return link;
}

/**
 * Renders one message: the plain-text and the HTML part from the same paragraphs, so both say the same thing; every
 * value is escaped in the HTML part and kept literally in the text part. Ends with the product's name and support
 * contact; a message the e-mail preference governs links to the preference and carries List-Unsubscribe.
 */
export function renderMail<K extends MailKind>(kind: K, data: MailData[K], brand: MailBrand): RenderedMail {
  const template = TEMPLATES[kind] as Template<MailData[K]>;
  const subject = template.subject(data, brand);
  const paragraphs = template.paragraphs(data, brand);
  const action = template.action(data);
  const link = absolute(action.link);
  const preferences = `${brand.origin}${PREFERENCES_PATH}`;
  const signature = [brand.productName, ...(brand.supportEmail === '' ? [] : [`Questions? Write to ${brand.supportEmail}`])];
  const preferenceLine = 'You get this e-mail because your notification preference asks for e-mail updates. Change it here:';

  const text = [
    ...paragraphs,
    `${action.label}: ${link}`,
    signature.join('\n'),
    ...(template.governedByPreference ? [`${preferenceLine} ${preferences}`] : []),
  ].join('\n\n');

  const p = (s: string): string => `<p>${escapeHtml(s)}</p>`;
  const a = (href: string, label: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const supportHtml =
    brand.supportEmail === '' ? '' : `<br>Questions? Write to ${a(`mailto:${brand.supportEmail}`, brand.supportEmail)}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:0 auto;padding:1rem">
${paragraphs.map(p).join('\n')}
<p>${a(link, action.label)}</p>
<p style="font-size:0.875em">Or open this address: ${escapeHtml(link)}</p>
<p style="font-size:0.875em;color:#555">${escapeHtml(brand.productName)}${supportHtml}</p>
${template.governedByPreference ? `<p style="font-size:0.875em;color:#555">${escapeHtml(preferenceLine)} ${a(preferences, preferences)}</p>\n` : ''}</body>
</html>
`;
  return {
    subject,
    text,
    html,
    headers: template.governedByPreference ? { 'List-Unsubscribe': `<${preferences}>` } : {},
    outbox: { link, ...(template.outboxText === undefined ? {} : { text: template.outboxText }) },
  };
}
