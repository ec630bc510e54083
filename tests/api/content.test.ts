import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanSchema, FastspringParamsSchema } from '#contract/entities.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ scenario: 'edge' });
});
afterAll(() => server.close());

describe('blog', () => {
  it('lists articles in the request language and counts reads', async () => {
    const en = await server.client().content.blogList({ query: { page: 1, size: 20 } });
    const cn = await server.client(undefined, 'cn').content.blogList({ query: { page: 1, size: 20 } });
    if (en.body.code !== 'OK' || cn.body.code !== 'OK') throw new Error('list failed');
    expect(en.body.data.list.length).toBeGreaterThan(5);
    expect(en.body.data.list[0]!.title).not.toBe(cn.body.data.list[0]!.title);
    const id = en.body.data.list[0]!.id;
    const first = await server.client().content.blogDetail({ params: { id } });
    const second = await server.client().content.blogDetail({ params: { id } });
    if (first.body.code !== 'OK' || second.body.code !== 'OK') throw new Error('detail failed');
    expect(second.body.data.readCount).toBe(first.body.data.readCount + 1);
    expect((await server.client().content.blogDetail({ params: { id: 9999 } })).body.code).toBe('1008');
  });

  it('pages with size', async () => {
    const res = await server.client().content.blogList({ query: { page: 2, size: 5 } });
    if (res.body.code !== 'OK') throw new Error('list failed');
    expect(res.body.data.list.length).toBeLessThanOrEqual(5);
    expect(res.body.data.totalRecord).toBeGreaterThan(5);
  });
});

describe('catalogue', () => {
  it('serves software packages and the software list with all image and pcPath forms', async () => {
    const c = server.client();
    const packages = await c.catalog.softwarePackages({ query: {} });
    expect(packages.body).toMatchObject({ code: 'OK', data: { list: [{ id: '1' }, { id: '2' }] } });
    const list = await c.catalog.softwareList({ query: { softwarePackageId: 1, page: 1, size: 99 } });
    if (list.body.code !== 'OK') throw new Error('list failed');
    const all = (await c.catalog.softwareList({ query: { page: 1, size: 99 } })).body;
    if (all.code !== 'OK') throw new Error('list failed');
    const images = all.data.list.map((s) => s.image);
    expect(images.some((i) => i.startsWith('['))).toBe(true);
    expect(images.some((i) => i.startsWith('{'))).toBe(true);
    expect(images.some((i) => i.startsWith('/'))).toBe(true);
    expect(all.data.list.some((s) => s.pcPath === '')).toBe(true);
    expect(all.data.list.some((s) => JSON.parse(s.pcPath || '{}').url?.startsWith('/__dev/stand-in/'))).toBe(true);
    expect(list.body.data.list.every((s) => s.softwarePackageId === '1')).toBe(true);
  });

  it('serves plans per domain with JSON fastspringParams, including the broken one of edge', async () => {
    const res = await server.client().catalog.plans({ query: { client: 3, domainId: 1 } });
    if (res.body.code !== 'OK') throw new Error('plans failed');
    const parsed = res.body.data.list.map((p) => {
      PlanSchema.parse(p);
      try {
        return FastspringParamsSchema.safeParse(JSON.parse(p.fastspringParams)).success;
      } catch {
        return false;
      }
    });
    expect(parsed.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(parsed).toContain(false);
    const two = await server.client().catalog.plans({ query: { client: 3, domainId: 2 } });
    expect(two.body).toMatchObject({ code: 'OK' });
  });

  it('serves patient categories and the 12 sample exercises with filters and caller-dependent isBuy', async () => {
    const c = server.client();
    const categories = await c.catalog.patientCategories();
    if (categories.body.code !== 'OK') throw new Error('categories failed');
    // The regions add up to the MSK page's headline (500+ animations, 20,000 images): a clinician adds them up.
    const sum = (key: 'animationCount' | 'imageCount') =>
      categories.body.code === 'OK' ? categories.body.data.list.reduce((n, r) => n + Number(r[key] ?? 0), 0) : 0;
    expect(sum('animationCount')).toBeGreaterThan(500);
    expect(sum('imageCount')).toBe(20_000);
    const all = await c.catalog.sampleExercises({ query: {} });
    if (all.body.code !== 'OK') throw new Error('exercises failed');
    expect(all.body.data.list).toHaveLength(12);
    expect(all.body.data.list.every((e) => e.isBuy === null)).toBe(true);
    const free = await c.catalog.sampleExercises({ query: { isFree: true } });
    if (free.body.code !== 'OK') throw new Error('exercises failed');
    expect(free.body.data.list.every((e) => e.isFree)).toBe(true);
    expect(free.body.data.list.length).toBeLessThan(12);
    const user = await signedUpUser(server);
    const signedIn = await server.client(user.token).catalog.sampleExercises({ query: {} });
    expect(signedIn.body.code === 'OK' && signedIn.body.data.list.every((e) => e.isBuy === false)).toBe(true);
    await server.client(user.token).order.paypalSubscribe({ body: { goodsId: 1 } });
    const bought = await server.client(user.token).catalog.sampleExercises({ query: {} });
    expect(bought.body.code === 'OK' && bought.body.data.list.every((e) => e.isBuy === true)).toBe(true);
  });
});

describe('newsletter and contact', () => {
  it('double opt-in: pending, mailed link confirms, expired link fails; agree must be true', async () => {
    const c = server.client();
    // Unticked or left out, the box gets the site's own message (not "This value is not valid").
    for (const agree of [false, undefined])
      expect(
        (await c.common.newsletter({ body: { name: 'Ana', email: 'ana@example.com', agree: agree as never } })).body,
      ).toEqual({
        code: '1005',
        message: 'Invalid parameter "agree": Please read and check the box to accept the privacy policy.',
      });
    expect(
      (await c.common.newsletter({ body: { name: 'Ana', email: 'ana@example.com', agree: true } })).body.code,
    ).toBe('OK');
    expect(server.deps.store.data.subscribers.find((s) => s.email === 'ana@example.com')?.status).toBe('pending');
    const mail = await c.dev.mailLatest({ query: { to: 'ana@example.com', kind: 'newsletter' } });
    if (mail.body.code !== 'OK') throw new Error('no mail');
    const link = new URL(mail.body.data.link!);
    const res = await fetch(`${server.baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('http://web.test/help-email-success');
    expect(server.deps.store.data.subscribers.find((s) => s.email === 'ana@example.com')?.status).toBe('confirmed');
    // Signing up a confirmed address again: the same answer, and a mail that says so (issue 51).
    expect(
      (await c.common.newsletter({ body: { name: 'Ana', email: 'ANA@example.com', agree: true } })).body.code,
    ).toBe('OK');
    const again = await c.dev.mailLatest({ query: { to: 'ana@example.com', kind: 'newsletter' } });
    if (again.body.code !== 'OK') throw new Error('no mail');
    expect(again.body.data.subject).toBe('You are already subscribed to the MotionAtlas newsletter');
    expect(again.body.data.link).toBeUndefined();
    expect(server.deps.store.data.subscribers.find((s) => s.email === 'ana@example.com')?.status).toBe('confirmed');

    await c.common.newsletter({ body: { name: 'Bo', email: 'bo@example.com', agree: true } });
    const boMail = await c.dev.mailLatest({ query: { to: 'bo@example.com' } });
    if (boMail.body.code !== 'OK') throw new Error('no mail');
    server.deps.clock.advance(49 * 3600_000);
    try {
      const late = new URL(boMail.body.data.link!);
      const expired = await fetch(`${server.baseUrl}${late.pathname}${late.search}`, { redirect: 'manual' });
      expect(expired.headers.get('location')).toBe('http://web.test/help-email-fail');
    } finally {
      server.deps.clock.reset();
    }
    const unknown = await fetch(`${server.baseUrl}/api/common/email/confirm?token=nope`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('http://web.test/help-email-fail');
  });

  it('five mails an hour to one mailbox; the sixth sign-up is refused with Retry-After, the hour it waits (issue 58)', async () => {
    const signUp = () =>
      fetch(`${server.baseUrl}/api/common/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'en' },
        body: JSON.stringify({ name: 'Flo', email: 'flood@example.com', agree: true }),
      });
    for (let i = 0; i < 5; i++) expect(((await (await signUp()).json()) as { code: string }).code).toBe('OK');
    const refused = await signUp();
    expect(((await refused.json()) as { code: string }).code).toBe('1007');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('accepts agree as form-data text, as the browser sends it', async () => {
    const form = new FormData();
    form.append('name', 'Cy');
    form.append('email', 'cy@example.com');
    form.append('agree', 'true');
    const res = await fetch(`${server.baseUrl}/api/common/email`, { method: 'POST', body: form });
    expect(await res.json()).toMatchObject({ code: 'OK' });
  });

  it('stores contact messages with their time; refuses a message over 2000 characters', async () => {
    const c = server.client();
    const ok = await c.common.contact({
      body: { userName: 'Rita', contact: 'rita@example.com', content: 'Do you offer campus licences?' },
    });
    expect(ok.body.code).toBe('OK');
    expect(server.deps.store.data.contacts[0]).toMatchObject({ userName: 'Rita', contact: 'rita@example.com' });
    expect(server.deps.store.data.contacts[0]!.createdAt).toMatch(/^\d{4}-/);
    const long = await c.common.contact({
      body: { userName: 'Rita', contact: 'rita@example.com', content: 'x'.repeat(2001) },
    });
    expect(long.body.code).toBe('1005');
    const dashboard = await (await fetch(`${server.baseUrl}/__dev`)).text();
    expect(dashboard).toContain('Do you offer campus licences?');
  });
});
