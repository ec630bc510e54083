import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/** Every decision record says whether it still holds and since when (docs/decisions/). */
describe('decision records', () => {
  it('each has a Status line (accepted, or superseded by NNN) and a Date line under its title', async () => {
    const files = (await readdir('docs/decisions')).filter((f) => /^\d{3}-.*\.md$/.test(f));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const [title, blank, status, date] = (await readFile(`docs/decisions/${file}`, 'utf8')).split('\n');
      expect(title, file).toMatch(/^# \d{3} /);
      expect(blank, file).toBe('');
      expect(status, file).toMatch(/^Status: (accepted|superseded by \d{3})\b/);
      expect(date, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    }
  });
});
