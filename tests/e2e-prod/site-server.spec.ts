import { expect, test } from '@playwright/test';
import { OPERATOR } from './production-stack';
import { builtText, checkSiteHost } from './site-checks';

test('npm run serve: language, shell, caching, compression, headers, health', async () => {
  await checkSiteHost(process.env.PROD_SITE_URL!, { brotli: true });
});

test('nothing of the demo in the production build', async () => {
  const files = await builtText();
  expect(files.length).toBeGreaterThan(50);
  const demo = [
    '/__dev',
    '4242 4242',
    '4000 0000 0000 0002',
    'fake-checkout',
    'fake-paypal',
    'Demo data from the fake server',
    '演示数据',
    'stand-in',
    // The static demo's service worker and its registration (npm run build:static-demo only).
    'demo-worker',
    'serviceWorker',
    'x-demo-world',
    "cleared this demo's data",
    // Prospect links, the prospect ribbon and its inbox (issue 59), and a demo build's sample operator.
    '#demo=',
    'private copy',
    '专属副本',
    'prospect',
    'MotionAtlas Sample Ltd',
    // The demo's sample quotes and institutions (docs/decisions/184).
    'Helen Marsh',
    '示例大学',
  ];
  for (const needle of demo) {
    expect(
      files.filter((f) => f.text.includes(needle)).map((f) => f.file),
      needle,
    ).toEqual([]);
  }
});

test('the operator and the ICP filing come from the build’s settings; no page shows a placeholder', async () => {
  const pages = (await builtText()).filter((f) => f.file.endsWith('.html'));
  expect(pages.filter((f) => /待填写|to be filled in/.test(f.text)).map((f) => f.file)).toEqual([]);
  const page = (end: string) => pages.find((f) => f.file.endsWith(end))!.text;
  expect(page('help/cn/privacy-policy.html')).toContain(`<strong>${OPERATOR.VITE_OPERATOR_NAME_CN}</strong>`);
  expect(page('help/cn/terms-of-use.html')).toContain(`适用${OPERATOR.VITE_GOVERNING_LAW_CN}法律`);
  expect(page('help/en/terms-of-use.html')).toContain(`<strong>${OPERATOR.VITE_OPERATOR_NAME}</strong>`);
  // Every prerendered page carries the filing number at its foot, linked to the MIIT's filing site.
  for (const html of [page('/index.html'), page('/index.cn.html'), page('contact/index.cn.html')])
    expect(html).toMatch(new RegExp(`href="https://beian\\.miit\\.gov\\.cn/"[^>]*>${OPERATOR.VITE_ICP_FILING}<`));
  expect(page('contact/index.cn.html')).toContain(OPERATOR.VITE_OPERATOR_ADDRESS_CN);
  // The PIPL notice of an operator abroad (docs/decisions/190): its representative in mainland China,
  // the data leaving at sign-up, the PayPal company named as a recipient, how long each kind is kept.
  const privacyCn = page('help/cn/privacy-policy.html');
  expect(privacyCn).toContain(
    `境内指定的代表为<strong>${OPERATOR.VITE_CN_REPRESENTATIVE}</strong>，联系方式：${OPERATOR.VITE_CN_REPRESENTATIVE_CONTACT}。`,
  );
  expect(privacyCn).toContain('即自注册时起离开中国境内');
  expect(privacyCn).toContain(`<strong>PayPal</strong>：${OPERATOR.VITE_PAYPAL_COMPANY}（`);
  expect(privacyCn).toContain(`技术信息（IP 地址等）保存 ${OPERATOR.VITE_RETENTION_LOG_DAYS} 天`);
  expect(privacyCn).toContain(`订单记录按适用的税务和会计法规保存 ${OPERATOR.VITE_RETENTION_ORDER_YEARS} 年`);
  expect(privacyCn).not.toMatch(/data-when|不会离开中国境内/);
  const privacyEn = page('help/en/privacy-policy.html');
  expect(privacyEn).toContain(`Law is <strong>${OPERATOR.VITE_CN_REPRESENTATIVE}</strong>`);
  expect(privacyEn).toContain(`for ${OPERATOR.VITE_RETENTION_CONSENT_YEARS} years`);
  // Every page's copyright names the operator, not the brand.
  expect(page('/index.cn.html')).toContain(`版权所有 © 2023～`);
  expect(page('/index.cn.html')).toContain(OPERATOR.VITE_OPERATOR_NAME_CN);
});
