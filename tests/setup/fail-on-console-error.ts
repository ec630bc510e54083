import { afterEach, vi } from 'vitest';

/** A test that makes the code log an error fails, even when its assertions pass. */
const errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const logged = errors.splice(0);
  if (logged.length)
    throw new Error(`console.error was called:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`);
});
