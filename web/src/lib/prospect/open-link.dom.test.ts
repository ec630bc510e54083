import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prospectLink } from '#contract/prospect-link.js';
import { session, signOut } from '../state/session';
import { openProspectLink } from './open-link';
import { prospect } from './state';

/**
 * A prospect link opened in the site (docs/decisions/177), with the demo's backend answering as
 * the fake server does: a fresh browser gets the world and a session; the same link again only
 * signs in again; another link waits for the visitor's word; a broken one is said in the ribbon.
 */
const WORLD = {
  organisation: { name: 'Thameside MSK Clinic' },
  users: [{ email: 'olivia@clinic.test', password: 'Motion2025' }],
};
const OTHER = { users: [{ email: 'james@clinic.test', password: 'Motion2025' }] };
type Call = { path: string; body: unknown };

let calls: Call[];
let refuse: Set<string>;
beforeEach(() => {
  calls = [];
  refuse = new Set();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, location.href).pathname;
      calls.push({ path, body: JSON.parse(String(init.body ?? 'null')) });
      if (refuse.has(path)) return Response.json({ code: '1008', message: 'No one in this world has the e-mail' });
      const data =
        path === '/__dev/session'
          ? {
              token: `token-${calls.length}`,
              user: { id: 7, email: 'olivia@clinic.test', name: 'Olivia', language: 'en' },
            }
          : { users: [] };
      return Response.json({ code: 'OK', message: 'OK', data });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  signOut();
  Object.assign(prospect, { record: null, question: null, problem: null, dialog: null });
});

async function open(document: object, as = 'olivia@clinic.test') {
  const link = await prospectLink({ kind: 'static', document, base: 'http://demo.test', as, language: 'en' });
  history.replaceState(null, '', `/${link.slice(link.indexOf('#'))}`);
  await openProspectLink();
}

describe('a prospect link opened in the site', () => {
  it('a fresh browser: the world loaded, signed in as its person, remembered; the world leaves the address bar', async () => {
    await open(WORLD);
    expect(calls).toEqual([
      { path: '/__dev/seed', body: WORLD },
      { path: '/__dev/session', body: { email: 'olivia@clinic.test' } },
    ]);
    expect(session).toMatchObject({ token: 'token-2', user: { id: '7', email: 'olivia@clinic.test' } });
    expect(prospect.record).toMatchObject({
      as: 'olivia@clinic.test',
      language: 'en',
      organisation: 'Thameside MSK Clinic',
    });
    expect(JSON.parse(localStorage.getItem('ma.prospect')!)).toEqual(prospect.record);
    expect(location.hash).toBe('');
  });

  it('the same link again only signs in again (the clicks are kept); a world dropped since opens afresh', async () => {
    await open(WORLD);
    calls = [];
    await open(WORLD);
    expect(calls.map((c) => c.path)).toEqual(['/__dev/session']);
    refuse.add('/__dev/session');
    calls = [];
    await open(WORLD).catch(() => undefined);
    expect(calls.map((c) => c.path)).toEqual(['/__dev/session', '/__dev/seed', '/__dev/session']);
  });

  it('another link where this browser holds a demo: nothing replaced until the visitor says so', async () => {
    await open(WORLD);
    calls = [];
    await open(OTHER, 'james@clinic.test');
    expect(calls).toEqual([]);
    expect(prospect.question).toMatchObject({ kind: 'static', as: 'james@clinic.test', document: OTHER });
    expect(prospect.record?.organisation).toBe('Thameside MSK Clinic');
    // A visitor already signed in (a developer's browser) is asked too.
    Object.assign(prospect, { record: null, question: null });
    localStorage.clear();
    session.token = 'mine';
    await open(WORLD);
    expect(calls).toEqual([]);
    expect(prospect.question).not.toBeNull();
  });

  it('a link cut short, or one the backend refuses, is said in the ribbon; nothing else changes', async () => {
    history.replaceState(null, '', '/#demo=w1.AAAA');
    await openProspectLink();
    expect(prospect.problem).toBe(
      'This demo link is incomplete or damaged (a chat app may have cut it short): ask for it again.',
    );
    expect(calls).toEqual([]);
    refuse.add('/__dev/seed');
    await open(WORLD);
    expect(prospect.problem).toBe('The demo link could not be opened: No one in this world has the e-mail');
    expect(session.token).toBeNull();
    expect(prospect.record).toBeNull();
  });
});
