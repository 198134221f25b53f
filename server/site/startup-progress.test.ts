import { describe, expect, test } from 'vitest';
import { StartupProgress } from './startup-progress';

describe('StartupProgress', () => {
  test('says each step as it begins and how long it took; a failed step says so and the error goes on', async () => {
    const lines: string[] = [];
    let clock = 1_000;
    const progress = new StartupProgress(
      (line) => lines.push(line),
      () => clock,
    );
    const answer = await progress.step('Opening the database', async () => {
      expect(lines).toEqual(['  Opening the database…']);
      clock += 12_340;
      return 42;
    });
    expect(answer).toBe(42);
    await expect(
      progress.step('Starting the web server', async () => {
        clock += 500;
        throw new Error('port in use');
      }),
    ).rejects.toThrow('port in use');
    expect(lines).toEqual([
      '  Opening the database…',
      '  Opening the database: done in 12.3 s',
      '  Starting the web server…',
      '  Starting the web server: failed after 0.5 s',
    ]);
    expect(progress.total()).toBe('12.8 s');
  });
});
