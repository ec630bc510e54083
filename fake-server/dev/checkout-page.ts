import { BRAND } from '#contract/brand.js';
import { CheckoutSessionSchema, TEST_CARDS, type CheckoutSession } from '#contract/checkout.js';
import type { PlanRecord } from '#fixtures/schema.js';
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
    close: 'Close checkout',
    test: 'Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now and fails at renewal.',
    renew: 'Renews automatically. Cancel at any time.',
    paying: 'Processing…',
    bad: 'This checkout link is not valid.',
    total: 'Total today',
  },
  zh: {
    title: '安全结账',
    pay: '支付',
    card: '卡号',
    expiry: '有效期（月/年）',
    cvc: '安全码',
    name: '持卡人姓名',
    email: '邮箱',
    close: '关闭结账',
    test: '测试模式：4242 4242 4242 4242 支付成功，4000 0000 0000 0002 被拒绝，4000 0000 0000 0341 本次成功、续费失败。',
    renew: '自动续费，可随时取消。',
    paying: '处理中…',
    bad: '该结账链接无效。',
    total: '今日应付',
  },
};

/** The fake hosted checkout: looks like a card form, answers its opener with postMessage. */
export function checkoutPage(session: CheckoutSession | null, plan: PlanRecord | undefined): string {
  const lang = session?.language ?? 'en';
  const x = texts[lang];
  const params = plan ? planParams(plan) : null;
  if (!session || !params) return page(x.title, `<main><section role="alert">${esc(x.bad)}</section></main>`, lang);
  const title = lang === 'zh' ? params.cnTitle : params.title;
  const raw = JSON.stringify(session).replace(/</g, '\\u003c');
  return page(
    x.title,
    `<main style="max-width:440px" aria-label="${esc(x.title)}">
<section>
  <div style="display:flex;justify-content:space-between;align-items:center"><h1 style="font-size:18px;color:#0b4f5c;margin:0">${esc(BRAND.en)} · ${esc(x.title)}</h1>
  <button type="button" class="secondary" id="close" aria-label="${esc(x.close)}">×</button></div>
  <p><strong>${esc(title)}</strong><br><span class="muted">${esc(x.renew)}</span></p>
  <p>${esc(x.total)}: <strong>US$${esc(params.price)}</strong></p>
  <form id="pay" style="display:grid;gap:10px">
    <label>${esc(x.email)}<br><input name="email" value="${esc(session.paymentContact.email)}" readonly style="width:100%"></label>
    <label>${esc(x.card)}<br><input name="card" inputmode="numeric" autocomplete="cc-number" required style="width:100%"></label>
    <div style="display:flex;gap:8px"><label>${esc(x.expiry)}<br><input name="exp" value="12/30" required size="6"></label>
    <label>${esc(x.cvc)}<br><input name="cvc" value="123" required size="4"></label></div>
    <label>${esc(x.name)}<br><input name="name" autocomplete="cc-name" style="width:100%"></label>
    <p id="error" role="alert" style="color:#b3261e;min-height:1.5em;margin:0"></p>
    <button type="submit" id="submit">${esc(x.pay)} US$${esc(params.price)}</button>
  </form>
  <p class="muted" style="font-size:12px">${esc(x.test)} (${esc(TEST_CARDS.pays)})</p>
</section></main>
<script>
const session = ${raw};
const tell = (orderReference) => parent.postMessage({ source: 'fake-checkout', orderReference }, '*');
document.getElementById('close').onclick = () => tell(null);
document.getElementById('pay').onsubmit = async (e) => {
  e.preventDefault();
  const f = e.target, btn = document.getElementById('submit'), err = document.getElementById('error');
  btn.disabled = true; btn.textContent = ${JSON.stringify(x.paying)}; err.textContent = '';
  try {
    const res = await fetch('/__dev/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json', language: ${JSON.stringify(lang === 'zh' ? 'cn' : 'en')} }, body: JSON.stringify({ session, cardNumber: f.card.value, name: f.name.value }) });
    const body = await res.json();
    if (body.code === 'OK') return tell(body.data.orderReference);
    err.textContent = body.message;
  } catch (e2) { err.textContent = String(e2); }
  btn.disabled = false; btn.textContent = ${JSON.stringify(`${x.pay} US$${params.price}`)};
};
</script>`,
    lang === 'zh' ? 'zh-CN' : 'en',
  );
}
