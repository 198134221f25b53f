import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, notesOf, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, signIn } from './support/app-driver';
import { inviteToPlan, joinFromInvitation } from './support/plan-invitations';

let browser: Browser;
let tab: IsolatedPage;

function pdf(size = 4096, fill = 'A'): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), fill)]);
}

async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Adds what the page shows (and failed API answers) to a failed step. */
async function explain<T>(page: Page, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(
      `${(error as Error).message}\nThe page showed:\n${shown.slice(0, 1500)}\n${notesOf(page.context()).join('\n')}`,
    );
  }
}

/** Opens a control by keyboard only: focus it, press Enter. */
async function pressOpen(control: Locator): Promise<void> {
  await control.focus();
  await control.page().keyboard.press('Enter');
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The element that has focus is inside the open dialog (focus is trapped there). */
async function expectFocusInDialog(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
}

/** Tabs through the dialog several times: focus never leaves it. */
async function expectFocusTrapped(page: Page): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  }
}

function row(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

function treeLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name, exact: true });
}

async function expectCrumbs(page: Page, names: string[]): Promise<void> {
  await expect
    .poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem').allInnerTexts())
    .toEqual(names);
}

/** Records every value any upload progress bar shows, from now on. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] };
    w.__progress = [];
    const tick = (): void => {
      for (const bar of document.querySelectorAll('progress')) w.__progress.push((bar as HTMLProgressElement).value);
      requestAnimationFrame(tick);
    };
    tick();
  });
}

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openIsolatedPage(browser);
  await signIn(tab.page, uniqueEmail('library'));
});
afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

describe.sequential('document library', () => {
  test('opens at the top level with breadcrumbs; axe clean at desktop and phone width', async () => {
    const { page } = tab;
    await page.goto('/library');
    await expectHeading(page, 'Document library');
    await expectCrumbs(page, ['Top level']);
    await page.getByText('No documents here yet. Upload some, or drop files here.').waitFor();
    await expectNoSeriousA11yViolations(page, 'library desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'library phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('new folder by keyboard only: focus trapped, messages beside the field, Escape closes, Enter creates', async () => {
    const { page } = tab;
    await pressOpen(page.getByRole('button', { name: 'New folder' }));
    await dialog(page).getByRole('heading', { name: 'New folder' }).waitFor();
    // The dialog opens with the focus in its text field.
    await expect.poll(() => page.getByLabel('Folder name').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectFocusInDialog(page);
    await expectFocusTrapped(page);
    await expectNoSeriousA11yViolations(page, 'new folder dialog');
    await page.getByLabel('Folder name').focus();
    await page.keyboard.type('Taxes');
    await page.keyboard.press('Enter');
    await treeLink(page, 'Taxes').waitFor();
    expect(await dialog(page).count()).toBe(0);
    await pressOpen(page.getByRole('button', { name: 'New folder' }));
    await page.getByLabel('Folder name').focus();
    await page.keyboard.type('taxes');
    await page.keyboard.press('Enter');
    await dialog(page).getByText('A folder with this name already exists here').waitFor();
    expect(await page.getByLabel('Folder name').getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await pressOpen(page.getByRole('button', { name: 'New folder' }));
    await page.getByLabel('Folder name').focus();
    await page.keyboard.type('Receipts/2026');
    await page.keyboard.press('Enter');
    await dialog(page).getByText('Folder name must not contain slashes or control characters').waitFor();
    await page.getByLabel('Folder name').fill('');
    await page.getByLabel('Folder name').focus();
    await page.keyboard.type('Receipts');
    await page.keyboard.press('Enter');
    await treeLink(page, 'Receipts').waitFor();
  });

  test('deep link /library/:folderId with breadcrumbs; a sub-folder; the back button returns', async () => {
    const { page } = tab;
    await treeLink(page, 'Taxes').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/library\/[^/]+$/);
    const taxesUrl = page.url();
    await expectCrumbs(page, ['Top level', 'Taxes']);
    await pressOpen(page.getByRole('button', { name: 'New folder' }));
    await page.getByLabel('Folder name').fill('2026');
    await page.keyboard.press('Enter');
    await treeLink(page, '2026').click();
    await expectCrumbs(page, ['Top level', 'Taxes', '2026']);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(taxesUrl);
    await expectCrumbs(page, ['Top level', 'Taxes']);
    await page.goto(taxesUrl);
    await expectCrumbs(page, ['Top level', 'Taxes']);
  });

  test('move folder by keyboard: into its own sub-folder is refused with a message; elsewhere it moves', async () => {
    const { page } = tab;
    await pressOpen(page.getByRole('button', { name: 'Move folder' }));
    await dialog(page).getByRole('heading', { name: 'Move folder: Taxes' }).waitFor();
    await expectFocusTrapped(page);
    const select = page.getByLabel('Move to');
    await select.focus();
    await select.selectOption({ label: '\u20032026' });
    await dialog(page).getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByText('A folder cannot be moved into itself or one of its sub-folders').waitFor();
    await select.selectOption({ label: 'Receipts' });
    await dialog(page).getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectCrumbs(page, ['Top level', 'Receipts', 'Taxes']);
  });

  test('rename folder by keyboard', async () => {
    const { page } = tab;
    await pressOpen(page.getByRole('button', { name: 'Rename folder' }));
    const name = page.getByLabel('Folder name');
    expect(await name.inputValue()).toBe('Taxes');
    await name.fill('Tax returns');
    await page.keyboard.press('Enter');
    await expectCrumbs(page, ['Top level', 'Receipts', 'Tax returns']);
  });

  test('upload several files at once with a real progress bar each; a refused file is explained and leaves nothing', async () => {
    const { page } = tab;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // A slow uplink (about 1 MB/s) so the progress bars pass through intermediate values.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await recordProgress(page);
    await pressOpen(page.getByRole('button', { name: 'Upload documents' }));
    await dialog(page).getByRole('heading', { name: 'Upload documents' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'upload dialog');
    await dialog(page).getByRole('button', { name: 'Upload', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByText('Choose at least one file').waitFor();
    await page.getByLabel('Files').setInputFiles([
      { name: 'return-2025.pdf', mimeType: 'application/pdf', buffer: pdf(3 * 1024 * 1024) },
      { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdf(1024 * 1024, 'B') },
    ]);
    await dialog(page).getByRole('button', { name: 'Upload', exact: true }).focus();
    await page.keyboard.press('Enter');
    const bars = page.getByRole('progressbar');
    await expect.poll(() => bars.count()).toBe(2);
    await expectNoSeriousA11yViolations(page, 'uploads in progress');
    // A finished upload's line goes after a while, so the two are not waited for together: their rows show instead.
    await explain(page, row(page, 'return-2025.pdf').waitFor({ timeout: 30_000 }));
    await explain(page, row(page, 'w2.pdf').waitFor({ timeout: 30_000 }));
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(seen.filter((v) => v === 100).length).toBeGreaterThan(0);
    await row(page, 'return-2025.pdf').waitFor();
    await row(page, 'w2.pdf').waitFor();

    await pressOpen(page.getByRole('button', { name: 'Upload documents' }));
    await page
      .getByLabel('Files')
      .setInputFiles([
        { name: 'page.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
      ]);
    await dialog(page).getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(/Allowed are PDF, PNG, JPEG, TIFF, Word \(\.docx\) and Excel \(\.xlsx\) files/).waitFor();
    await page.getByText('Not uploaded').waitFor();
    expect(await row(page, 'page.pdf').count()).toBe(0);
  });

  test('drag and drop onto a folder of the tree uploads there, with progress', async () => {
    const { page } = tab;
    const clear = page.getByRole('button', { name: 'Clear list' });
    if (await clear.isVisible()) await clear.click();
    const target = treeLink(page, 'Receipts');
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      const bytes = new Uint8Array(200_000).fill(65);
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      dt.items.add(new File([bytes], 'dropped.pdf', { type: 'application/pdf' }));
      return dt;
    });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
    await page.getByRole('progressbar', { name: 'Upload of dropped.pdf' }).waitFor();
    await page.getByText('Uploaded', { exact: true }).waitFor();
    // The finished upload's line goes by itself.
    await expect.poll(() => page.locator('.library-uploads').count(), { timeout: 15_000 }).toBe(0);
    await target.click();
    await expectCrumbs(page, ['Top level', 'Receipts']);
    await row(page, 'dropped.pdf').waitFor();
  });

  test('rename and move a document by keyboard; versions with date, size and uploader; download an older version by name', async () => {
    const { page } = tab;
    await pressOpen(page.getByRole('button', { name: 'Rename dropped.pdf' }));
    await dialog(page).getByRole('heading', { name: 'Rename document: dropped.pdf' }).waitFor();
    await expectFocusTrapped(page);
    await page.getByLabel('Document name').fill('Receipt March.pdf');
    await page.keyboard.press('Enter');
    await row(page, 'Receipt March.pdf').waitFor();

    await pressOpen(page.getByRole('button', { name: 'Versions of Receipt March.pdf' }));
    await page.getByRole('heading', { name: 'Versions of Receipt March.pdf' }).waitFor();
    await pressOpen(page.getByRole('button', { name: 'Upload new version' }));
    await dialog(page).getByRole('heading', { name: 'Upload a new version: Receipt March.pdf' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'new version dialog');
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles([{ name: 'march-v2.pdf', mimeType: 'application/pdf', buffer: pdf(5000, 'C') }]);
    await dialog(page).getByRole('button', { name: 'Upload version' }).focus();
    await page.keyboard.press('Enter');
    const versionRows = page.locator('.library-versions__table tbody tr');
    await expect.poll(() => versionRows.count()).toBe(2);
    const cells = await versionRows.allInnerTexts();
    expect(cells[0]).toContain('march-v2.pdf');
    expect(cells[0]).toContain('4.9 KB');
    expect(cells[0]).toContain('You');
    expect(cells[0]).toContain('(latest)');
    expect(cells[1]).toContain('195 KB');
    await expectNoSeriousA11yViolations(page, 'versions');

    const older = versionRows.nth(1).getByRole('button', { name: /^Download version of/ });
    const [download] = await Promise.all([page.waitForEvent('download'), older.click()]);
    expect(download.suggestedFilename()).toBe('Receipt March.pdf');
    const bytes = await streamBytes(await download.createReadStream());
    expect(bytes.length).toBe(200_000);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await pressOpen(page.getByRole('button', { name: 'Move Receipt March.pdf', exact: true }));
    await page.getByLabel('Move to').selectOption({ label: 'Top level' });
    await dialog(page).getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => row(page, 'Receipt March.pdf').count()).toBe(0);
    await treeLink(page, 'Top level').click();
    await row(page, 'Receipt March.pdf').waitFor();
  });

  test('an expired download link is renewed without the user noticing', async () => {
    const { page } = tab;
    // The first link minted answers as expired (403), as a link kept past its lifetime would.
    let intercepted = 0;
    await page.route('**/downloads/**', async (route) => {
      if (intercepted++ === 0)
        await route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"forbidden"}' });
      else await route.continue();
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Receipt March.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Receipt March.pdf');
    expect(intercepted).toBe(2);
    expect(await page.locator('.library-notice .field__error').count()).toBe(0);
    await page.unroute('**/downloads/**');
    await page.route('**/downloads/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Download Receipt March.pdf' }).click();
    await page
      .getByText(
        '“Receipt March.pdf” could not be downloaded. Check your connection and try again; if it keeps failing, the file may have been removed.',
      )
      .waitFor();
    await page.unroute('**/downloads/**');
  });

  test('remove by keyboard asks first, can be undone, and is restorable from Recently removed', async () => {
    const { page } = tab;
    await pressOpen(page.getByRole('button', { name: 'Remove Receipt March.pdf' }));
    await dialog(page).getByText('Remove “Receipt March.pdf” with all its versions?', { exact: false }).waitFor();
    await expectFocusTrapped(page);
    await dialog(page).getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => row(page, 'Receipt March.pdf').count()).toBe(0);
    // Announced once: the status line; the Undo beside it does not say it again.
    await expect.poll(() => page.getByRole('status').filter({ hasText: '“Receipt March.pdf” removed.' }).count()).toBe(1);
    expect(await page.getByText(/Receipt March\.pdf.*removed/).count()).toBe(1);
    await pressOpen(page.getByRole('button', { name: 'Undo the removal of “Receipt March.pdf”' }));
    await row(page, 'Receipt March.pdf').waitFor();
    await pressOpen(page.getByRole('button', { name: 'Remove Receipt March.pdf' }));
    await dialog(page).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row(page, 'Receipt March.pdf').count()).toBe(0);
    await pressOpen(page.getByRole('button', { name: 'Recently removed' }));
    await page.getByRole('heading', { name: 'Recently removed' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'recently removed');
    await pressOpen(page.getByRole('button', { name: 'Restore Receipt March.pdf' }));
    await page.getByText('“Receipt March.pdf” is back in the library.').waitFor();
    await page.getByRole('button', { name: 'Back to the folder' }).click();
    await row(page, 'Receipt March.pdf').waitFor();
  });

  test('search by name across folders, with the spec messages', async () => {
    const { page } = tab;
    const field = page.getByRole('searchbox', { name: 'Search documents by name' });
    await field.fill('a');
    await page.keyboard.press('Enter');
    await page.getByText('Search value must contain at least 2 non-whitespace characters').waitFor();
    await field.fill('march!');
    await page.keyboard.press('Enter');
    await page.getByText('Only letters digits and spaces are allowed').waitFor();
    await field.fill('receipt march');
    await page.keyboard.press('Enter');
    await row(page, 'Receipt March.pdf').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'return-2025.pdf' }).count()).toBe(0);
  });
});

describe.sequential('document library: plan documents', () => {
  test('after a paid checkout the generated plan documents are in "Plan documents", and download', async () => {
    const other = await openIsolatedPage(browser);
    const { page } = other;
    try {
      const email = uniqueEmail('library-plan');
      await signIn(page, email);
      // A participant joins the plan an owner invited them to (decision 0240).
      await inviteToPlan(browser, email);
      await joinFromInvitation(page, email);
      await payParticipantCheckout(page);
      await page.goto('/library');
      await explain(page, treeLink(page, 'Plan documents').click());
      await expectCrumbs(page, ['Top level', 'Plan documents']);
      const rows = page.locator('.library-list__slot');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const name = (await rows.first().getAttribute('aria-label')) ?? '';
      expect(name).toMatch(/\.pdf$/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const bytes = await streamBytes(await download.createReadStream());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expectNoSeriousA11yViolations(page, 'plan documents folder');
    } finally {
      await other.context.close();
    }
  });
});

/** The participant checkout of e2e/checkout.test.ts, ending by joining the invited plan. */
async function payParticipantCheckout(page: Page): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  // The accepted invitation answered the role question.
  await page.goto('/checkout');
  await explain(page, expectHeading(page, 'Personal Details'));
  const fill = async (values: Record<string, string>): Promise<void> => {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  };
  await fill({
    'First name': 'Bob',
    'Last name': 'Lovelace',
    'Date of birth': '1980-12-10',
    Occupation: 'Engineer',
    'Street address': '1 Main St',
    City: 'Springfield',
    'Postal code': '62701',
    'E-mail': 'bob@example.com',
    Phone: '555-123-4567',
    'Social Security number': '123-45-6780',
  });
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByRole('radio', { name: 'Male', exact: true }).check({ force: true });
  const next = (): Promise<void> => page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
  await next();
  await expectHeading(page, 'Identity Details');
  await page.getByLabel('ID type', { exact: true }).selectOption('passport');
  await page.getByLabel('State issued', { exact: true }).selectOption('IL');
  await fill({ 'ID number': 'X1234567', 'Expiration date': '2035-01-01' });
  await next();
  await expectHeading(page, 'Signer Details');
  await fill({ 'Signer first name': 'Bob', 'Signer last name': 'Lovelace', 'Signer title': 'Participant', 'Signed on': today });
  await page.getByRole('button', { name: 'Type', exact: true }).click();
  await page.getByLabel('Type your full name to sign').fill('Bob Lovelace');
  await next();
  await expectHeading(page, 'Review your details');
  await next();
  await expectHeading(page, 'Checkout');
  // A participant pays no fee (decision 0240): joining files the joinder.
  await page.getByRole('button', { name: 'Sign the joinder and join the plan' }).click();
  await explain(page, expectHeading(page, 'You joined the plan'));
}
