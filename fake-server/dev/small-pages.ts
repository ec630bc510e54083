import { BRAND } from '#contract/brand.js';
import type { SoftwareRecord } from '../db/schema.js';
import { esc, page } from './html.js';

/** The fake PayPal approval page: the buyer approves, then the site captures. */
export function paypalApprovePage(orderId: string | undefined, known: boolean): string {
  if (!orderId || !known) return page('PayPal', '<main><section role="alert">Unknown PayPal order.</section></main>');
  return page(
    'PayPal',
    `<main style="max-width:440px"><section><h1 style="font-size:18px">PayPal (test mode)</h1>
<p>Order <code>${esc(orderId)}</code> for ${esc(BRAND.en)}.</p>
<button id="approve">Approve payment</button><p id="done" role="status"></p></section></main>
<script>document.getElementById('approve').onclick=async()=>{const r=await fetch('/__dev/paypal/approve',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({orderId:${JSON.stringify(orderId)}})});const b=await r.json();document.getElementById('done').textContent=b.code==='OK'?'Approved. You can return to the site.':b.message;}</script>`,
  );
}

/** A local stand-in for the 3D software in the product-detail frame (the real one is online). */
export function standInPage(slug: string, item: SoftwareRecord | undefined): string {
  const title = item ? item.title.en.split('(')[0]!.trim() : slug.replace(/-/g, ' ');
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
<p style="opacity:.85;max-width:420px">${esc(item?.name ?? title)} · ${esc(item?.cnName ?? '')}<br>Offline stand-in for the 3D viewer · 3D 查看器的离线替身</p></div></main>`,
  );
}
