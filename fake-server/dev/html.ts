import { BRAND } from '#contract/brand.js';

export const esc = (value: string | number | boolean | null | undefined) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const css = `
:root{--teal:#0b4f5c;--teal2:#0b6e7a;--accent:#f08a4b;--ink:#17262b;--muted:#55656b;--line:#dfe8ea;--bg:#f4f7f7}
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;color:var(--ink);background:var(--bg)}
header.bar{background:var(--teal);color:#fff;padding:12px 24px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header.bar h1{font-size:18px;margin:0}main{padding:16px 24px;max-width:1400px;margin:auto}
section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:12px 16px;margin:12px 0}
h2{font-size:16px;color:var(--teal);margin:4px 0 8px}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line);vertical-align:top}th{color:var(--muted);font-weight:600}
button,.btn{background:var(--teal2);color:#fff;border:0;border-radius:6px;padding:6px 12px;font:inherit;cursor:pointer;text-decoration:none;display:inline-block}
button.secondary{background:#fff;color:var(--teal2);border:1px solid var(--teal2)}button.warn{background:#b3261e}
input,select{font:inherit;padding:5px 8px;border:1px solid var(--line);border-radius:6px}
.code{font:700 22px/1 ui-monospace,monospace;letter-spacing:4px;color:var(--teal)}.muted{color:var(--muted)}
.tag{display:inline-block;padding:1px 8px;border-radius:10px;background:var(--line);font-size:12px}.tag.ok{background:#d7f0e5}.tag.bad{background:#f8d8d4}
iframe.preview{width:100%;height:360px;border:1px solid var(--line);border-radius:8px;background:#fff}
`;

export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${BRAND.en}</title><style>${css}</style></head><body>${body}</body></html>`;
}

/** Markup known to be safe: only `html` (which escapes what it interpolates) and `raw` make it. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup;
  }
}

/** Markup written by hand in this code, by name: the one way to put unescaped markup in a cell. */
export const raw = (markup: string) => new SafeHtml(markup);

/** What `html` interpolates: text and numbers (escaped), SafeHtml (as is), or lists of them. */
type Interpolated = SafeHtml | string | number | boolean | null | undefined | readonly Interpolated[];

function piece(value: Interpolated): string {
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === 'object' && value !== null) return value.map(piece).join('');
  return esc(value);
}

/** Markup whose every interpolation is escaped unless it is itself SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? piece(values[i]) : ''), ''));
}

/** A table cell: text (escaped) or SafeHtml. */
export type Cell = SafeHtml | string | number;

/** A table whose cells are escaped by default: a value from the database is always text. */
export function table(headers: string[], rows: Cell[][], empty = 'Nothing yet.'): string {
  if (rows.length === 0) return `<p class="muted">${esc(empty)}</p>`;
  return `<table><thead><tr>${headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${piece(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
