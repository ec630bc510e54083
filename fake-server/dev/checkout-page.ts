import { BRAND } from '#contract/brand.js';
import { CheckoutSessionSchema, type CheckoutSession } from '#contract/checkout.js';
import type { PlanRecord } from '../db/schema.js';
import { planParams } from '../services/plans.js';
import { esc, page } from './html.js';

export function decodeSession(raw: string | undefined): CheckoutSession | null {
  if (!raw) return null;
  try {
    const parsed = CheckoutSessionSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const texts = {
  en: {
    title: 'Secure checkout',
    pay: 'Pay',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Name on card',
    email: 'E-mail',
    test: 'Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now and fails at renewal.',
    summary: 'Order summary',
    plan: 'Plan',
    account: 'Account',
    secure: 'Encrypted payment. Your card details go to the payment provider only.',
    details: 'Card details',
    renew: (price: string, period: string) => [
      `${price} ${period}, renewed automatically until you cancel.`,
      'Charged today, then at the start of each new period.',
      'Cancel before the next renewal date and you are not charged again.',
    ],
    paying: 'Processing…',
    bad: 'This checkout link is not valid.',
    total: 'Total today',
    offline: 'The payment could not be sent. Check your connection and try again.',
  },
  zh: {
    title: '安全支付',
    pay: '支付',
    card: '卡号',
    expiry: '有效期（MM/YY）',
    cvc: '安全码',
    name: '持卡人姓名',
    email: '邮箱',
    test: '测试模式：4242 4242 4242 4242 支付成功，4000 0000 0000 0002 被拒绝，4000 0000 0000 0341 本次成功、续费时失败。',
    summary: '订单信息',
    plan: '方案',
    account: '账号',
    secure: '加密支付，银行卡信息仅发送给支付服务商。',
    details: '银行卡信息',
    renew: (price: string, period: string) => [
      `${period} ${price}，自动续费，直至您取消订阅。`,
      '今天首次扣款，此后在每个周期开始时扣款。',
      '在下次续费日前取消订阅，即不再扣款。',
    ],
    paying: '处理中……',
    bad: '该支付链接无效。',
    total: '今日应付',
    offline: '支付请求未能发出，请检查网络后重试。',
  },
};

/** The hosted checkout's own look: the site's palette, summary beside the card form, stacked on a phone. */
const CHECKOUT_CSS = `
body{background:linear-gradient(160deg,#eef5f6 0%,#f7f4ef 100%);min-height:100vh}
.checkout{max-width:920px;margin:0 auto;padding:20px 16px 32px}
.brandbar{display:flex;align-items:center;gap:12px;flex-wrap:wrap;margin-bottom:16px}
.brandbar h1{font-size:19px;color:var(--teal);margin:0;flex:1 1 0;min-width:12em}
.mark{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,var(--teal),#12a4a6);box-shadow:inset -6px -6px 0 rgb(240 138 75 / 55%)}
.lock{flex-basis:100%;color:var(--muted);font-size:13px}
.columns{display:grid;gap:16px}
@media (min-width:720px){.columns{grid-template-columns:5fr 7fr;align-items:start}.lock{flex-basis:auto;margin-left:auto}}
.checkout section{margin:0;padding:20px;border-radius:14px;box-shadow:0 6px 24px rgb(11 79 92 / 8%)}
.checkout h2{font-size:15px;margin:0 0 12px}
.summary{background:var(--teal);color:#fff;border-color:var(--teal)}
.summary h2{color:#fff}
.summary dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 12px}
.summary dt{color:rgb(255 255 255 / 75%)}.summary dd{margin:0;overflow-wrap:anywhere}
.renew{color:rgb(255 255 255 / 85%);margin:0 0 16px;font-size:13px}.renew p{margin:0 0 4px}
.total{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid rgb(255 255 255 / 30%);padding-top:12px;margin:0}
.total strong{font-size:26px}
#pay{display:grid;gap:12px}
#pay label{display:grid;gap:4px;font-weight:600;color:var(--ink)}
#pay input{width:100%;padding:10px 12px;font-size:16px;font-weight:400;border-radius:8px}
#pay input:focus{outline:2px solid var(--teal2);outline-offset:1px}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
#error{color:#b3261e;min-height:1.5em;margin:0}
#submit{padding:12px 16px;font-size:16px;font-weight:700;border-radius:10px;background:#c2521f}
#submit:disabled{opacity:.7}
.test{color:var(--muted);font-size:12px;margin:14px 0 0;padding:8px 10px;border-radius:8px;background:var(--bg)}
`;

/**
 * The fake hosted checkout: looks like a card form, answers its opener with postMessage. A cart
 * the provider will not sell (`refused`: why, in the buyer's language) shows why, and no form.
 */
export function checkoutPage(session: CheckoutSession | null, plan: PlanRecord | undefined, refused?: string): string {
  const lang = session?.language ?? 'en';
  const x = texts[lang];
  const params = plan ? planParams(plan) : null;
  const htmlLang = lang === 'zh' ? 'zh-CN' : 'en';
  if (!session || !params) return page(x.title, `<main><section role="alert">${esc(x.bad)}</section></main>`, htmlLang);
  if (refused)
    return page(
      x.title,
      `<style>${CHECKOUT_CSS}</style><main class="checkout"><section role="alert"><h1>${esc(x.title)}</h1><p id="error">${esc(refused)}</p></section></main>`,
      htmlLang,
    );
  const title = lang === 'zh' ? params.cnTitle : params.title;
  const raw = JSON.stringify(session).replace(/</g, '\\u003c');
  const brand = BRAND[lang === 'zh' ? 'cn' : 'en'];
  const price = `US$${params.price}`;
  return page(
    x.title,
    `<style>${CHECKOUT_CSS}</style>
<main class="checkout" aria-label="${esc(`${brand} · ${x.title}`)}">
  <header class="brandbar"><span class="mark" aria-hidden="true"></span><h1>${esc(brand)} · ${esc(x.title)}</h1>
  <span class="lock">${esc(x.secure)}</span></header>
  <div class="columns">
  <section class="summary" aria-labelledby="summary-title">
    <h2 id="summary-title">${esc(x.summary)}</h2>
    <dl>
      <dt>${esc(x.plan)}</dt><dd><strong>${esc(title)}</strong></dd>
      <dt>${esc(x.account)}</dt><dd>${esc(session.paymentContact.email)}</dd>
    </dl>
    <div class="renew">${x
      .renew(price, lang === 'zh' ? params.cnText || params.text : params.text)
      .map((line) => `<p>${esc(line)}</p>`)
      .join('')}</div>
    <p class="total"><span>${esc(x.total)}</span><strong>${esc(price)}</strong></p>
  </section>
  <section class="card" aria-labelledby="card-title">
    <h2 id="card-title">${esc(x.details)}</h2>
    <form id="pay">
      <input type="hidden" name="email" value="${esc(session.paymentContact.email)}">
      <label>${esc(x.card)}<input name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="1234 1234 1234 1234"></label>
      <div class="pair"><label>${esc(x.expiry)}<input name="exp" value="12/30" required autocomplete="cc-exp"></label>
      <label>${esc(x.cvc)}<input name="cvc" value="123" required autocomplete="cc-csc"></label></div>
      <label>${esc(x.name)}<input name="name" autocomplete="cc-name"></label>
      <p id="error" role="alert"></p>
      <button type="submit" id="submit">${esc(x.pay)} ${esc(price)}</button>
    </form>
    <p class="test">${esc(x.test)}</p>
  </section>
  </div>
</main>
<script>
const session = ${raw};
const tell = (orderReference) => parent.postMessage({ source: 'fake-checkout', orderReference }, '*');
document.getElementById('pay').onsubmit = async (e) => {
  e.preventDefault();
  const f = e.target, btn = document.getElementById('submit'), err = document.getElementById('error');
  btn.disabled = true; btn.textContent = ${JSON.stringify(x.paying)}; err.textContent = '';
  try {
    const res = await fetch('/__dev/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json', language: ${JSON.stringify(lang === 'zh' ? 'cn' : 'en')} }, body: JSON.stringify({ session, cardNumber: f.card.value, name: f.name.value }) });
    const body = await res.json();
    if (body.code === 'OK') return tell(body.data.orderReference);
    err.textContent = body.message;
  } catch { err.textContent = ${JSON.stringify(x.offline)}; }
  btn.disabled = false; btn.textContent = ${JSON.stringify(`${x.pay} US$${params.price}`)};
};
</script>`,
    htmlLang,
  );
}
