import { DEEP } from '../setup/deep';
import { expect, signIn, test } from './world-fixtures';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Every text a visitor or a document can make long (an article's title, a name, an e-mail, an
 * order's title, a plan's name) wraps: no page is wider than a 375 px phone or a 1440 px desktop,
 * in either language, whatever one long word holds (issue 51).
 */
const WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4);
const NAME = 'Hippopotomonstrosesquippedaliophobiaandafewmorelettersforit';
const EMAIL = 'averyveryverylongmailboxnamethatnobodywouldchoosebutatestermight@example.com';

test.use({
  fixture: {
    users: [
      {
        email: EMAIL,
        password: NEW_PASSWORD,
        name: NAME,
        sessions: [{ token: 'long-words' }],
        subscriptions: [{ product: 'muscle-and-movement', plan: 6, due: '+20d' }],
        orders: [{ title: { en: WORD, cn: `订单${WORD}` }, created: '-3d' }],
      },
    ],
    articles: [
      {
        id: 40,
        title: { en: `Before ${WORD} after`, cn: `标题${WORD}结尾` },
        summary: { en: WORD, cn: WORD },
        content: { en: `<p>${WORD}</p>`, cn: `<p>${WORD}</p>` },
      },
    ],
    plans: [
      {
        id: 6,
        product: 'muscle-and-movement',
        period: 'year',
        fastspringParams: {
          product: 'campus-yearly',
          title: WORD,
          cnTitle: `方案${WORD}`,
          text: WORD,
          cnText: WORD,
          discrib: WORD,
          cnDiscrib: WORD,
          price: 499,
          cnPrice: 499,
        },
      },
    ],
  },
});

test(
  'one long word on each page that shows one stays inside the page at 375 and 1440 px, in both languages',
  DEEP,
  async ({ page, world }) => {
    test.setTimeout(120_000);
    await signIn(page, world, EMAIL);
    // Each page, and the long text it shows (the English order list says "Softs Subscription" whatever the title).
    const pages: [string, Record<'en' | 'cn', RegExp>][] = [
      ['/blog-detail/40', { en: /^Before Pneumono/, cn: /^标题Pneumono/ }],
      ['/blog', { en: /^Before Pneumono/, cn: /^标题Pneumono/ }],
      ['/order', { en: /^Softs Subscription$/, cn: /^订单Pneumono/ }],
      ['/account-settings', { en: /^Hippopotomonstro/, cn: /^Hippopotomonstro/ }],
      ['/pricing', { en: /^Pneumono/, cn: /^方案Pneumono/ }],
    ];
    const overflowing: string[] = [];
    for (const language of ['en', 'cn'] as const)
      for (const [path, text] of pages) {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${path}?lang=${language}`);
        await expect(page.getByRole('main').getByText(text[language]).first()).toBeVisible();
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (wide > 0) overflowing.push(`${path} ${language} at ${width} px: ${wide} px too wide`);
        }
      }
    expect(overflowing).toEqual([]);
  },
);
