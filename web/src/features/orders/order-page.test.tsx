import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderSent } from '#contract/entities.js';
import { mockApi, renderSignedIn, renderedLetters } from '../../components/auth-shared/signed-in-render.test-utils';
import { OrderPage } from './order-page';

const orders: OrderSent[] = [
  {
    id: 2,
    title: '肌骨患者教育（应用商店）',
    source: 2,
    price: null,
    createTime: '2026-11-02T08:05:09.000Z',
    dueTime: '2099-12-02T00:00:00.000Z',
    domainId: 2,
  },
  {
    id: 1,
    title: '肌肉与运动年度订阅',
    source: 1,
    price: 99.99,
    createTime: '2026-09-18T00:00:00.000Z',
    dueTime: '2027-09-18T00:00:00.000Z',
    domainId: 1,
  },
];
const list = { '/api/u/order/list': { code: 'OK', message: '', data: { list: orders, totalRecord: 2 } } };

let done: (() => void) | undefined;
afterEach(() => done?.());

describe('My Order', () => {
  it('English: always "Softs Subscription", price and help links only for website orders', async () => {
    mockApi(list);
    ({ cleanup: done } = await renderSignedIn(<OrderPage />, { path: '/order' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Softs Subscription',
      'Softs Subscription',
    ]);
    expect(within(cards[0]!).queryByText('$', { exact: false })).toBeNull();
    expect(within(cards[0]!).queryAllByRole('link')).toHaveLength(0);
    expect(within(cards[1]!).getByText('$99.99')).toBeTruthy();
    expect(
      within(cards[1]!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/help-cancle', '/help-invoice']);
    expect(within(cards[1]!).getAllByRole('definition')[0]!.textContent).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it("Chinese: the order's own title", async () => {
    mockApi(list);
    ({ cleanup: done } = await renderSignedIn(<OrderPage />, { path: '/order', language: 'cn' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '肌骨患者教育（应用商店）',
      '肌肉与运动年度订阅',
    ]);
  });

  it("reads a backend's plain forms: string ids and codes, a null title, wall-time dates, a string total", async () => {
    // What a Java or PHP backend of the spec may send (requirements D3): the page must not go blank.
    const plain = [
      {
        title: null,
        source: '2',
        price: null,
        createTime: '2026-11-02 16:05:09',
        dueTime: '2099-12-02 00:00:00',
        domainId: '2',
      },
      {
        title: null,
        source: '1',
        price: '99.99',
        createTime: '2026-09-18 08:00:00',
        dueTime: '2027-09-18 08:00:00',
        domainId: '1',
      },
    ];
    mockApi({ '/api/u/order/list': { code: 'OK', message: '', data: { list: plain, totalRecord: '45' } } });
    ({ cleanup: done } = await renderSignedIn(<OrderPage />, { path: '/order', language: 'cn' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['--', '--']);
    expect(within(cards[1]!).getByText('US$99.99')).toBeTruthy();
    expect(within(cards[0]!).queryAllByRole('link')).toHaveLength(0);
    expect(within(cards[1]!).getAllByRole('definition')[0]!.textContent).toBe('2026-09-18 08:00:00');
    // 45 orders: three pages, the pager is there and the count is a sentence, not a key.
    expect(screen.getByRole('navigation', { name: /分页|page/i })).toBeTruthy();
    expect(screen.getByText(/45/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/orders\.count|NaN/);
    // The app-only order (domain 2) opens the tip dialog, not the Muscle and Movement page.
    within(cards[0]!).getByRole('button').click();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('takes every word from the translations', async () => {
    mockApi({
      '/api/u/order/list': {
        code: 'OK',
        message: '',
        data: { list: orders.map((o) => ({ ...o, title: '' })), totalRecord: 45 },
      },
    });
    ({ cleanup: done } = await renderSignedIn(<OrderPage />, { path: '/order?page=2', blankTexts: true }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(renderedLetters()).toBe('');
  });

  it('a session that ended on the way offers no "try again" beside the Unauthorized message', async () => {
    mockApi({ '/api/u/order/list': { code: 'Unauthorized', message: 'Login expired' } });
    ({ cleanup: done } = await renderSignedIn(<OrderPage />, { path: '/order' }));
    expect(await screen.findByText('Login has expired, please log in again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByText(/could not be loaded/i)).toBeNull();
  });
});
