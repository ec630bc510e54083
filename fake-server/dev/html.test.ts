import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../tests/setup/api-server.js';
import { html, raw, table } from './html.js';

const HOSTILE = '<img src=x onerror=alert(1)>"\'&';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;';

describe("the dev pages' HTML helper", () => {
  it('escapes every table cell and every interpolation unless it is named raw', () => {
    const markup = table(['A', 'B', 'C'], [[HOSTILE, html`<b title="${HOSTILE}">${HOSTILE}</b>`, raw('<i>ours</i>')]]);
    expect(markup).not.toContain('<img');
    expect(markup).toContain(`<td>${ESCAPED}</td>`);
    expect(markup).toContain(`<b title="${ESCAPED}">${ESCAPED}</b>`);
    expect(markup).toContain('<td><i>ours</i></td>');
  });
});

describe('the dashboard with a hostile value in every table', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows each one as text', async () => {
    const data = server.deps.store.data;
    const now = new Date().toISOString();
    await server.client().common.contact({ body: { userName: 'Mallory', contact: 'm@example.com', content: HOSTILE } });
    await server.client().dev.faultsAdd({ body: { path: `/api/${HOSTILE}`, status: 500 } });
    await fetch(`${server.baseUrl}/api/${encodeURIComponent(HOSTILE)}`);
    const user = data.users[0]!;
    user.nickName = HOSTILE;
    data.mails.push({
      ...(data.mails[0] ?? {}),
      id: HOSTILE,
      to: HOSTILE,
      subject: HOSTILE,
      kind: 'activation',
      language: 'en',
      link: `javascript:${HOSTILE}`,
      code: null,
      createdAt: now,
    } as never);
    data.orders.push({ ...data.orders[0]!, title: { en: HOSTILE, cn: HOSTILE } });
    data.subscribers.push({ email: HOSTILE, name: HOSTILE, status: HOSTILE, createdAt: now } as never);
    data.events.push({ id: HOSTILE, type: HOSTILE, created: now, deliveries: 0 } as never);
    data.subscriptions.push({
      ...(data.subscriptions[0] ?? {}),
      id: HOSTILE,
      state: 'active',
      renewal: HOSTILE,
    } as never);

    const page = await (await fetch(`${server.baseUrl}/__dev?mails=1`)).text();
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('onerror=alert(1)>');
    expect(page.split(ESCAPED.slice(0, 30)).length - 1, 'hostile values shown as text').toBeGreaterThanOrEqual(8);
  });
});
