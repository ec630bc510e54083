import { BRAND } from '#contract/brand.js';
import type { Language, PaypalOrderRecord, PlanRecord, SoftwareRecord } from '../db/schema.js';
import { planParams } from '../services/plans.js';
import { esc, page } from './html.js';

const paypalTexts = {
  en: {
    title: 'PayPal (test mode)',
    order: 'Order',
    approve: 'Approve and pay',
    cancel: 'Cancel and return',
    unknown: 'Unknown PayPal order.',
    total: 'Total',
    colon: ': ',
  },
  cn: {
    title: 'PayPal（测试模式）',
    order: '订单',
    approve: '同意并付款',
    cancel: '取消并返回',
    unknown: '找不到该 PayPal 订单。',
    total: '合计',
    colon: '：',
  },
};

/**
 * The fake PayPal approval page, shown in a frame: approve (the server marks the order approved,
 * the site then captures it) or cancel. Either way the opener hears it through postMessage.
 */
export function paypalApprovePage(
  orderId: string | undefined,
  order: PaypalOrderRecord | undefined,
  lang: Language,
  planOf: (id: number) => PlanRecord | undefined,
): string {
  const x = paypalTexts[lang];
  const htmlLang = lang === 'cn' ? 'zh-CN' : 'en';
  if (!orderId || !order)
    return page('PayPal', `<main><section role="alert">${esc(x.unknown)}</section></main>`, htmlLang);
  const plan = planOf(order.goodsId);
  const params = plan ? planParams(plan) : null;
  const price = params ? `US$${params.price}` : '';
  return page(
    'PayPal',
    `<main style="max-width:440px" aria-label="PayPal"><section>
<h1 style="font-size:20px;color:#003087;margin:0 0 8px">${esc(x.title)}</h1>
<p><strong>${esc(params ? (lang === 'cn' ? params.cnTitle : params.title) : BRAND.en)}</strong><br><span class="muted">${esc(x.order)} <code>${esc(orderId)}</code></span></p>
${price ? `<p>${esc(x.total)}${x.colon}<strong>${esc(price)}</strong></p>` : ''}
<p style="display:flex;gap:8px;flex-wrap:wrap"><button id="approve" style="background:#ffc439;color:#003087;font-weight:700">${esc(x.approve)}</button>
<button id="cancel" class="secondary">${esc(x.cancel)}</button></p><p id="error" role="alert" style="color:#b3261e"></p></section></main>
<script>
const orderId = ${JSON.stringify(orderId)};
const tell = (approved) => parent.postMessage({ source: 'fake-paypal', orderId, approved }, '*');
document.getElementById('cancel').onclick = () => tell(false);
document.getElementById('approve').onclick = async () => {
  const r = await fetch('/__dev/paypal/approve', { method: 'POST', headers: { 'content-type': 'application/json', language: ${JSON.stringify(lang)} }, body: JSON.stringify({ orderId }) });
  const b = await r.json();
  if (b.code === 'OK') tell(true); else document.getElementById('error').textContent = b.message;
};
</script>`,
    htmlLang,
  );
}

const standInTexts = {
  en: { note: 'Offline demo of the 3D viewer' },
  cn: { note: '3D 查看器离线演示页' },
};

/**
 * A local stand-in for the 3D software in the product-detail frame (the real one is online), in
 * the visitor's language (the frame's request carries the site's language cookie).
 */
export function standInPage(slug: string, item: SoftwareRecord | undefined, lang: Language = 'en'): string {
  const fallback = slug.replace(/-/g, ' ');
  const title = item ? item.title[lang].split(/[(（]/)[0]!.trim() || fallback : fallback;
  const name = item ? (lang === 'cn' ? item.cnName : item.name) : '';
  return page(
    title,
    `<main aria-label="${esc(title)}" style="display:grid;place-items:center;min-height:100vh;background:radial-gradient(circle at 50% 40%,#12a4a6 0,#0b4f5c 60%,#082f37 100%);color:#fff;text-align:center;max-width:none;padding:24px">
<div><svg width="260" height="320" viewBox="0 0 260 320" aria-hidden="true">
<style>.arm{transform-origin:130px 110px;animation:lift 2.4s ease-in-out infinite alternate}@keyframes lift{from{transform:rotate(-10deg)}to{transform:rotate(-115deg)}}
@keyframes spin{to{transform:rotate(360deg)}}.ring{transform-origin:130px 160px;animation:spin 12s linear infinite}</style>
<ellipse class="ring" cx="130" cy="160" rx="120" ry="40" fill="none" stroke="#f08a4b" stroke-width="2" stroke-dasharray="6 10"/>
<circle cx="130" cy="60" r="26" fill="#dfe8ea"/><rect x="105" y="90" width="50" height="110" rx="22" fill="#dfe8ea"/>
<g class="arm"><rect x="150" y="98" width="80" height="22" rx="11" fill="#f08a4b"/></g>
<rect x="60" y="98" width="60" height="22" rx="11" fill="#dfe8ea" transform="rotate(25 110 110)"/>
<rect x="108" y="195" width="20" height="100" rx="10" fill="#dfe8ea"/><rect x="132" y="195" width="20" height="100" rx="10" fill="#dfe8ea"/></svg>
<h1 style="font-size:28px;margin:12px 0 4px">${esc(title)}</h1>
<p style="opacity:.85;max-width:420px">${name && name !== title ? `${esc(name)}<br>` : ''}${esc(standInTexts[lang].note)}</p></div></main>`,
    lang === 'cn' ? 'zh-CN' : 'en',
  );
}
