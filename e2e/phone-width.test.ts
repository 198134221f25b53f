import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { enterAdminMode, expectHeading, expectText, signIn } from './support/app-driver';
import { PLAN_NAME, seedOwnersPlan } from './support/plan-invitations';
import { expectFitsPhone, PHONE } from './support/phone-width';
import { bankApplicationFixture } from '@/domain/bank/bank-application-fixtures';

/**
 * Every page at 390 x 844 with real data (issue 28): a library with long file names, assets, contributions over a
 * limit, a loan with repayments, beneficiaries, the bank's connect page, profile, home, distributions, rollovers and
 * checkout. Each page must fit the phone (no sideways scrolling, no control cut off) and be axe clean there.
 */

let browser: Browser;
let owner: IsolatedPage;
const ownerEmail = uniqueEmail('phone-owner');
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));
const LONG_NAME = 'Signed adoption agreement of the Quinn Family Solo 401(k) Plan with every election, final copy.pdf';

beforeAll(async () => {
  browser = await connectBrowser();
  owner = await openIsolatedPage(browser);
  await signIn(owner.page, ownerEmail);
});
afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the product API as the page's signed-in user (JSON, or a file as multipart when `file` is given). */
async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  file?: { field: string; name: string; type: string; fields?: Record<string, string> },
): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body, file }) => {
      const cookie = (name: string): string | undefined =>
        document.cookie
          .split('; ')
          .find((c) => c.startsWith(`${name}=`))
          ?.slice(name.length + 1);
      const headers: Record<string, string> = {
        authorization: `Bearer ${localStorage.getItem('DS') ?? cookie('DS')}`,
        'x-xsrf-token': decodeURIComponent(cookie('XSRF-TOKEN') ?? ''),
      };
      let payload: BodyInit | undefined;
      if (file) {
        // A real PNG (a drawn line) or a minimal PDF, by the file's type.
        const canvas = document.createElement('canvas');
        canvas.width = 240;
        canvas.height = 80;
        const ink = canvas.getContext('2d') as CanvasRenderingContext2D;
        ink.fillStyle = '#fff';
        ink.fillRect(0, 0, 240, 80);
        ink.strokeStyle = '#000';
        ink.lineWidth = 3;
        ink.beginPath();
        ink.moveTo(10, 60);
        ink.lineTo(230, 20);
        ink.stroke();
        const blob =
          file.type === 'image/png'
            ? await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'))
            : new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: file.type });
        const form = new FormData();
        for (const [k, v] of Object.entries(file.fields ?? {})) form.append(k, v);
        form.append(file.field, blob, file.name);
        payload = form;
      } else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(`/solo401k${path}`, { method, headers, body: payload });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
    { method, path, body, file },
  );
}

/** A PNG data URL with a drawn line: a signature. */
function signature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 80;
    const ink = canvas.getContext('2d') as CanvasRenderingContext2D;
    ink.strokeStyle = '#000';
    ink.lineWidth = 3;
    ink.beginPath();
    ink.moveTo(10, 60);
    ink.lineTo(230, 20);
    ink.stroke();
    return canvas.toDataURL('image/png');
  });
}

function expectCreated(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
}

/** Gives the owner a year of real data through the API, the way the pages would record it. */
async function seedTheYear(page: Page): Promise<void> {
  await seedOwnersPlan(page);
  // Assets (one stored with a code as its sub-type), and enough of them for a loan.
  expectCreated(
    await api(page, 'POST', '/assets', {
      type: 'real_estate',
      subtype: 'residential_rental',
      name: 'Duplex at 1200 Northwest Everett Street, Portland, Oregon',
      record_type: 'record',
      purchase_price: 60000,
    }),
    'asset',
  );
  expectCreated(
    await api(page, 'POST', '/assets', { type: 'cash', subtype: 'Savings account', record_type: 'record', purchase_price: 2500 }),
    'asset',
  );
  // Contributions over the deferral limit.
  for (const [source, amount] of [
    ['Deferral Pre-Tax', 20000],
    ['Deferral Roth', 5000],
    ['Profit Sharing', 12345.67],
  ] as const) {
    expectCreated(
      await api(page, 'POST', '/contributions', {
        source,
        amount,
        deposit_date: today,
        tax_year: year,
        reference: 'Check 1042 from the business account',
      }),
      'deposit',
    );
  }
  // A signed loan with two repayments.
  const loan = await api(page, 'POST', '/loans', { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' });
  expectCreated(loan, 'loan');
  const id = loan.body.id as string;
  expectCreated(
    await api(page, 'POST', `/loans/${id}/sign`, { signature: await signature(page), signer_name: 'Avery Quinn' }),
    'loan signature',
  );
  for (const amount of [250, 600.5]) {
    expectCreated(await api(page, 'POST', `/loans/${id}/repayments`, { amount, paid_on: today }), 'repayment');
  }
  // Beneficiaries in force.
  expectCreated(
    await api(page, 'POST', '/beneficiaries', {
      beneficiaries: [
        { group: 'primary', name: 'Alexandra Quinn-Montgomery', relationship: 'child', date_of_birth: '2010-06-07', share: 60 },
        { group: 'primary', name: 'Benjamin Quinn', relationship: 'child', date_of_birth: '2012-02-29', share: 40 },
        { group: 'contingent', name: 'Bea Byron', relationship: 'sibling', date_of_birth: '1979-09-09', share: 100 },
      ],
    }),
    'beneficiaries',
  );
  // An indirect rollover paid 20 days ago: its 60-day deadline is shown.
  const paid = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  expectCreated(
    await api(page, 'POST', '/rollovers', {
      source_kind: '401k',
      provider: 'Fidelity Investments Institutional Operations Company',
      amount: 48250.75,
      roth_amount: 0,
      method: 'indirect',
      distribution_date: paid,
    }),
    'rollover',
  );
  // A participant with a long address.
  expectCreated(
    await api(page, 'POST', '/invitations', { email: 'alexandra.quinn-montgomery.family-trust@example-long-domain.com' }),
    'invitation',
  );
  // Library documents with long names.
  for (const name of [LONG_NAME, 'Form 5500-EZ for the plan year with schedules and the IRS acknowledgement letter.pdf']) {
    expectCreated(
      await api(page, 'POST', '/documents', undefined, {
        field: 'file',
        name,
        type: 'application/pdf',
        fields: { folder_id: '' },
      }),
      'document',
    );
  }
  // The plan adopted (Plan Details signed): the trust account opens in the plan's name only then (decision 0313).
  expectCreated(
    await api(page, 'PUT', '/checkout/steps/planDetails', {
      plan_name: PLAN_NAME,
      plan_ein: '98-7654321',
      plan_establish_date: `${Number(today.slice(0, 4)) - 1}-01-01`,
      plan_loan: true,
      loan_interest_rate: '5',
      loan_interest_rate_type: 'fixed',
      contribution_types: [{ name: 'Profit Sharing', enabled: true, percent: '10', amount: '0' }],
      plan_signature: await signature(page),
      plan_signer_first_name: 'Avery',
      plan_signer_last_name: 'Quinn',
      plan_signer_title: 'Owner',
      plan_sign_date: today,
    }),
    'plan adopted',
  );
  // The bank application, sent: the local bank approves it after its review and asks for the primary account.
  expectCreated(
    await api(page, 'PUT', '/bank-application/steps/chooseAccount', {
      bank_id: 1,
      account_type: '401(k) trust checking account',
    }),
    'bank account choice',
  );
  expectCreated(
    await api(page, 'PUT', '/bank-application/steps/fillApplication', bankApplicationFixture(today, await signature(page))),
    'bank application',
  );
  const photos: string[] = [];
  for (const kind of ['id_front', 'id_back']) {
    const photo = await api(page, 'POST', '/bank-application/documents', undefined, {
      field: 'file',
      name: `${kind}.png`,
      type: 'image/png',
      fields: { kind },
    });
    expectCreated(photo, kind);
    photos.push(photo.body.id as string);
  }
  expectCreated(
    await api(page, 'PUT', '/bank-application/steps/identityDetails', {
      id_type: 'driversLicense',
      id_number: 'D1234567',
      id_state: 'TX',
      id_expiry_date: '2035-01-31',
      id_photo_picture: photos[0],
      id_photo_picture2: photos[1],
    }),
    'identity details',
  );
  expectCreated(await api(page, 'POST', '/bank-application/submit'), 'bank submit');
}

/** Opens `path`, waits for its heading and for `ready` (the data), and checks the page at 390 px. */
async function checkPage(page: Page, path: string, heading: string | RegExp, ready: string | RegExp): Promise<void> {
  await page.goto(path);
  await expectHeading(page, heading);
  await expectText(page, ready, 15_000);
  await expectFitsPhone(page, path);
}

describe.sequential('every page at phone width (390 px)', () => {
  test('with a year of data, every page fits 390 px, reads in words and is axe clean', { timeout: 150_000 }, async () => {
    const { page } = owner;
    await seedTheYear(page);

    await checkPage(page, '/', 'Your plan', '0 of 1 participant joined');
    await checkPage(page, '/library', 'Document library', LONG_NAME);
    // A long name is shown whole on a phone (wrapped, not cut to its first letters).
    await page.setViewportSize(PHONE);
    const name = page.locator('.library-row__name', { hasText: LONG_NAME });
    await expect
      .poll(() => name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1))
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await checkPage(page, '/assets', 'Assets', 'Duplex at 1200 Northwest Everett Street');
    // The sub-type stored as a code reads in words.
    const assets = page.getByRole('table', { name: 'Assets', exact: true });
    await expect.poll(() => assets.innerText()).toContain('Residential rental');
    expect(await assets.innerText()).not.toContain('residential_rental');

    await checkPage(page, '/contributions', 'Contributions', `Limits for ${year}`);
    await expectText(page, 'Check 1042 from the business account');
    await checkPage(page, '/loans', 'Loans', 'Repayments');
    await checkPage(page, '/beneficiaries', 'Beneficiaries', 'Alexandra Quinn-Montgomery');
    await checkPage(page, '/rollovers', 'Incoming rollovers', '60-day rule: deposit it in the plan by');
    await checkPage(page, '/distributions', 'Distributions', /./);
    await checkPage(page, '/invitations', 'Participants', 'alexandra.quinn-montgomery.family-trust@example-long-domain.com');
    await checkPage(page, '/profile', 'Profile and security', ownerEmail.toLowerCase());
    await page.goto('/onboarding');
    await expectHeading(page, /^(In Progress|Connect Your Primary Bank Account)$/);
    await expectFitsPhone(page, 'bank (in progress)');
    await expectHeading(page, 'Connect Your Primary Bank Account');
    await expectFitsPhone(page, 'bank connect');
    await page.goto('/checkout');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectFitsPhone(page, 'checkout');
  });

  test("admin mode's banner shows on a page opened fresh and stays in view while the page scrolls", async () => {
    const support = await openIsolatedPage(browser, PHONE);
    try {
      const { page } = support;
      await signIn(page, inject('supportEmail'));
      await page.goto('/admin');
      await expectHeading(page, 'Admin mode');
      await page.getByLabel('Search participants').fill(ownerEmail.split('@')[0].split('-').at(-1) as string);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const actAs = page.getByRole('button', { name: /^Act as / }).first();
      await actAs.waitFor();
      await enterAdminMode(page, ((await actAs.getAttribute('aria-label')) as string).slice('Act as '.length));
      // Opened fresh (typed address, a bookmark): the banner is there.
      await page.goto('/contributions');
      await expectHeading(page, 'Contributions');
      const banner = page.getByRole('region', { name: 'Acting as a participant' });
      await banner.waitFor();
      await expectText(page, 'Check 1042 from the business account');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      await expect
        .poll(async () => {
          const box = await banner.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
        })
        .toBe(true);
      await page.getByRole('button', { name: 'Leave admin mode' }).click();
      await banner.waitFor({ state: 'detached' });
    } finally {
      await support.context.close();
    }
  });
});
