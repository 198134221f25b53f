import { describe, expect, it } from 'vitest';
import { Outbox, OUTBOX_CAPACITY } from './outbox';

describe('Outbox', () => {
  it('prints one line per message and lists them oldest first with sentAt', () => {
    const lines: string[] = [];
    let tick = 0;
    const box = new Outbox(
      (l) => lines.push(l),
      () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
    );
    box.send({ to: 'a@b.co', subject: 'Sign in', link: 'http://x/?t=1' });
    box.send({ to: 'c@d.co', subject: 'Sign in', link: 'http://x/?t=2' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('http://x/?t=1');
    expect(lines[0]).not.toContain('\n');
    expect(box.list()).toEqual([
      { to: 'a@b.co', subject: 'Sign in', link: 'http://x/?t=1', sentAt: '2026-01-01T00:00:00.000Z' },
      { to: 'c@d.co', subject: 'Sign in', link: 'http://x/?t=2', sentAt: '2026-01-01T00:00:01.000Z' },
    ]);
  });

  it('hands out copies, so callers cannot change what was sent', () => {
    const box = new Outbox(() => undefined);
    box.send({ to: 'a@b.co', subject: 's', link: 'l' });
    box.list()[0].link = 'changed';
    expect(box.list()[0].link).toBe('l');
  });

  it('keeps only the last OUTBOX_CAPACITY messages', () => {
    const box = new Outbox(() => undefined);
    for (let i = 0; i <= OUTBOX_CAPACITY; i++) box.send({ to: `u${i}@b.co`, subject: 's', link: `l${i}` });
    const list = box.list();
    expect(list).toHaveLength(OUTBOX_CAPACITY);
    expect(list[0].link).toBe('l1');
    expect(list[list.length - 1].link).toBe(`l${OUTBOX_CAPACITY}`);
  });
});
