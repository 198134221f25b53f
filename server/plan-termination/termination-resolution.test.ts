import { describe, expect, test } from 'vitest';
import { imageCount, pdfText, signaturePng } from '../plan-documents/pdf-test-kit';
import { OWNER_SSN, ownerSteps } from '../plan-documents/plan-document-fixtures';
import { planDocumentData, pngBytes, ssnDigits, type SavedSteps } from '../plan-documents/plan-document-data';
import { renderTerminationResolution, resolutionFileName } from './termination-resolution';

/** Decision 0339: the resolution names the plan, the employer and the dates, says what ending the plan does, is signed. */
describe('the resolution to terminate the plan', () => {
  const steps: SavedSteps = { variant: 'planOwner', checkout: ownerSteps(), bank: {} };

  test('dated, naming the plan, employer, termination date, full vesting and distribution; signed; never the SSN', async () => {
    const bytes = await renderTerminationResolution(
      {
        plan: planDocumentData(steps),
        terminationDate: '2026-12-31',
        resolutionDate: '2026-11-23',
        signer: { name: `Avery Quinn ${OWNER_SSN}`, title: 'Owner', signature: pngBytes(signaturePng()) },
      },
      { forbiddenDigits: ssnDigits(steps), createdAt: new Date('2026-11-23T10:00:00Z') },
    );
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Resolution to Terminate the Solo 401(k) Plan Nov 23, 2026');
    expect(text).toContain('Quinn Consulting Solo 401(k) Plan');
    expect(text).toContain('Quinn Consulting LLC');
    expect(text).toContain('Termination date Dec 31, 2026');
    expect(text).toContain('the Plan is terminated effective Dec 31, 2026');
    expect(text).toContain('every participant is fully vested');
    expect(text).toContain('shall be distributed or rolled over');
    expect(text).toContain('qualified plan loan offset');
    expect(text).toContain('final Form 5500-EZ');
    expect(text).toContain('Owner');
    expect(text.replace(/\D/g, '')).not.toContain(OWNER_SSN.replace(/\D/g, ''));
    expect(imageCount(bytes)).toBe(1);
    expect(resolutionFileName('2026-11-23')).toBe('Resolution to Terminate the Solo 401(k) Plan 2026-11-23.pdf');
  });
});
