import { type Pt, n } from '../vector.js';

export class Doc {
  private defs = new Map<string, string>();
  constructor(readonly prefix: string) {}
  /** Register a definition; `make` receives the final id. Returns `url(#id)`. */
  def(key: string, make: (id: string) => string): string {
    const id = `${this.prefix}${key}`;
    if (!this.defs.has(id)) this.defs.set(id, make(id));
    return `url(#${id})`;
  }
  lin(key: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
  }
  linU(key: string, stops: [number, string, number?][], a: Pt, b: Pt): string {
    return this.def(
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}">${stopsOf(stops)}</linearGradient>`,
    );
  }
  rad(key: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(
      key,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
  }
  raw(key: string, make: (id: string) => string): string {
    return this.def(key, make);
  }
  /** A reusable path in <defs>; returns `#id` for <use href>. */
  path(key: string, d: string): string {
    const id = `${this.prefix}${key}`;
    if (!this.defs.has(id)) this.defs.set(id, `<path id="${id}" d="${d}"/>`);
    return `#${id}`;
  }
  svg(w: number, h: number, title: string, body: string): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
    return out.replace(/ d="([^"]*)"/g, (_m, d: string) => ` d="${minifyPath(d)}"`);
  }
}

/** Shorter path data: no space before a minus sign, no leading zeros. */
export function minifyPath(d: string): string {
  return d
    .replace(/(^|[^\d.])0\.(\d)/g, '$1.$2')
    .replace(/ -/g, '-')
    .replace(/([A-Za-z]) /g, '$1')
    .replace(/ ([A-Za-z])/g, '$1');
}

/** Faded square grid as a pattern (much smaller than explicit lines). */
export function gridFill(doc: Doc, step: number, stroke: string, opacity = 1): string {
  return doc.raw(
    `grid${step}${stroke.slice(1)}`,
    (id) =>
      `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0V${step}H0" stroke="${stroke}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/></pattern>`,
  );
}

export function stopsOf(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
}
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
