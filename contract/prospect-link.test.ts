import { describe, expect, it } from 'vitest';
import { checkWhole } from '#fake-server/documents/check.js';
import { world } from '#fake-server/seed/index.js';
import { LONDON_CLINIC, SHANGHAI_SCHOOL } from '../tests/setup/prospect-documents.js';
import {
  PROSPECT_DOCUMENT_MAX_BYTES,
  ProspectLinkError,
  organisationOf,
  prospectLink,
  readProspectLink,
} from './prospect-link.js';

const fragment = (link: string) => link.slice(link.indexOf('#'));
const reason = (hash: string) =>
  readProspectLink(hash).then(
    () => 'read',
    (error: unknown) => (error instanceof ProspectLinkError ? error.reason : String(error)),
  );

describe('prospect links (docs/decisions/175)', () => {
  it('carry a dozen people in a link that fits a chat message, and read back as they were', async () => {
    const link = await prospectLink({
      kind: 'static',
      document: SHANGHAI_SCHOOL,
      base: 'https://demo.example.com/motionatlas-demo',
      as: 'zhang.min@shsr.edu.test',
      language: 'cn',
    });
    expect(link).toMatch(
      /^https:\/\/demo\.example\.com\/motionatlas-demo\/#demo=w1\.[\w-]+&as=zhang\.min%40shsr\.edu\.test&lang=cn$/,
    );
    // A chat message holds a few thousand characters (WeChat, Slack, Teams, e-mail clients wrap it).
    expect(link.length).toBeLessThan(2000);
    const read = await readProspectLink(fragment(link));
    expect(read).toMatchObject({ kind: 'static', as: 'zhang.min@shsr.edu.test', language: 'cn' });
    expect(read.kind === 'static' && read.document).toEqual(JSON.parse(JSON.stringify(SHANGHAI_SCHOOL)));
    expect(organisationOf(read.kind === 'static' ? read.document : null)).toBe('上海运动康复学院');
    // The same world is the same key: opening it again keeps the visitor's clicks.
    const again = await readProspectLink(
      fragment(await prospectLink({ kind: 'static', document: SHANGHAI_SCHOOL, base: 'http://x.test' })),
    );
    expect(again.key).toBe(read.key);
  });

  it('name a stored world by its id, and leave who and the language out when not given', async () => {
    const link = await prospectLink({ kind: 'sandbox', world: 'A'.repeat(22), base: 'http://127.0.0.1:4100' });
    expect(link).toBe(`http://127.0.0.1:4100/#demo=s1.${'A'.repeat(22)}`);
    expect(await readProspectLink(fragment(link))).toEqual({
      kind: 'sandbox',
      world: 'A'.repeat(22),
      as: null,
      language: null,
      key: `s1.${'A'.repeat(22)}`,
    });
    await expect(prospectLink({ kind: 'sandbox', world: '../x', base: 'http://x.test' })).rejects.toThrow();
    await expect(prospectLink({ kind: 'static', document: {}, base: 'javascript:alert(1)' })).rejects.toThrow();
  });

  it('refuse what is no link, a link cut short, and one that unpacks to more than a document may be', async () => {
    const whole = fragment(await prospectLink({ kind: 'static', document: LONDON_CLINIC, base: 'http://x.test' }));
    expect(await reason('#token=abc')).toBe('format');
    expect(await reason('#demo=x1.abc')).toBe('format');
    expect(await reason('#demo=s1.short')).toBe('format');
    expect(await reason(`${whole}&as=not-an-email`)).toBe('format');
    expect(await reason(whole.slice(0, whole.length / 2))).toBe('damaged');
    // A bomb: a few kilobytes that unpack past the limit stop there.
    const bomb = fragment(
      await prospectLink({
        kind: 'static',
        document: { pad: 'x'.repeat(PROSPECT_DOCUMENT_MAX_BYTES) },
        base: 'http://x.test',
      }),
    );
    expect(bomb.length).toBeLessThan(10_000);
    expect(await reason(bomb)).toBe('tooLarge');
    expect(
      await reason(fragment(await prospectLink({ kind: 'static', document: [1, 2], base: 'http://x.test' }))),
    ).toBe('damaged');
  });

  it('the two sample worlds are documents the loader accepts', () => {
    for (const document of [SHANGHAI_SCHOOL, LONDON_CLINIC])
      expect(() => checkWhole(document, { base: world, now: Date.now() })).not.toThrow();
  });
});
