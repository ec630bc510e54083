import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORLD_HEADER } from '#contract/demo-world.js';
import { session, signIn } from '../state/session';
import { storage } from '../storage';
import { demoNotice, demoWorldChanged } from './demo-worker';

const from = (world: string) => new Headers({ [DEMO_WORLD_HEADER]: world });

afterEach(() => {
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe("the static demo's world, named by every answer of its worker (docs/decisions/119)", () => {
  it('another world than the one seen before: the old session is dropped and the visitor told once', () => {
    vi.stubEnv('VITE_STATIC_DEMO', '1');
    signIn('token-of-the-old-world');
    expect(demoWorldChanged(from('first'))).toBe(false);
    expect(demoWorldChanged(from('first'))).toBe(false);
    expect(session.token).toBe('token-of-the-old-world');
    expect(demoNotice.cleared).toBe(false);

    expect(demoWorldChanged(from('second'))).toBe(true);
    expect(session.token).toBeNull();
    expect(demoNotice.cleared).toBe(true);
    expect(storage.demoWorld()).toBe('second');
    // The calls that were on their way answer from the same new world: nothing more to say.
    expect(demoWorldChanged(from('second'))).toBe(false);
  });

  it('says nothing outside the static demo, nor for an answer that names no world', () => {
    expect(demoWorldChanged(from('any'))).toBe(false);
    vi.stubEnv('VITE_STATIC_DEMO', '1');
    expect(demoWorldChanged(new Headers())).toBe(false);
    expect(storage.demoWorld()).toBeNull();
  });
});
