import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type Language, isLanguage } from '#contract/language.js';
import { type OperatorSettings, helpDocumentValues, operatorInMainland } from '../web/src/lib/operator.js';

/** What the help documents read: the operator's settings, how long data is kept, whether PayPal is offered. */
export type HelpSettings = OperatorSettings & {
  /** Days request logs (with IP addresses) are kept; years consent records and order records are kept (docs/decisions/190). */
  VITE_RETENTION_LOG_DAYS?: string;
  VITE_RETENTION_CONSENT_YEARS?: string;
  VITE_RETENTION_ORDER_YEARS?: string;
  /** As web/src/features/checkout/paypal.ts decides it: the fake checkout, or a PayPal client id. */
  VITE_CHECKOUT?: string;
  VITE_PAYPAL_CLIENT_ID?: string;
};

const NUMBER_PLACEHOLDER = { en: '[number: to be filled in]', cn: '【数字（待填写）】' } as const;

/** The values of a document's {{name}}s: the operator's, and the retention periods. */
function documentValues(language: Language, settings: HelpSettings): Record<string, string> {
  const number = (s: string | undefined) => s?.trim() || NUMBER_PLACEHOLDER[language];
  return {
    ...helpDocumentValues(language, settings),
    logDays: number(settings.VITE_RETENTION_LOG_DAYS),
    consentYears: number(settings.VITE_RETENTION_CONSENT_YEARS),
    orderYears: number(settings.VITE_RETENTION_ORDER_YEARS),
  };
}

/**
 * What a paragraph or list item marked `data-when="..."` stands on: `abroad` (the operator is
 * outside mainland China: a representative there, data abroad from registration), `mainland`
 * (the deployer said VITE_CN_REPRESENTATIVE=not-applicable), `paypal` (the build offers PayPal).
 */
function helpConditions(settings: HelpSettings): Record<string, boolean> {
  const abroad = !operatorInMainland(settings);
  return {
    abroad,
    mainland: !abroad,
    paypal: settings.VITE_CHECKOUT === 'fake' || !!settings.VITE_PAYPAL_CLIENT_ID?.trim(),
  };
}

/** A <p> or <li> shown only under a condition; nothing inside it is another element of its kind. */
const CONDITIONAL = /<(p|li)\b([^>]*?) data-when="(\w+)"([^>]*)>([\s\S]*?)<\/\1>(\n?)/g;

function keepWhen(html: string, settings: HelpSettings, file: string): string {
  const conditions = helpConditions(settings);
  return html.replace(
    CONDITIONAL,
    (_all, tag: string, before: string, when: string, after: string, body: string, end: string) => {
      const holds = conditions[when];
      if (holds === undefined)
        throw new Error(`${file}: data-when="${when}" is not a condition a help document can use`);
      return holds ? `<${tag}${before}${after}>${body}</${tag}>${end}` : '';
    },
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * A help document (web/public/help/<language>/*.html) with its {{name}}s filled in from the
 * build's settings: the operator, the governing law, where the data is, the privacy contact
 * (docs/decisions/135), the representative in mainland China, the PayPal company and the retention
 * periods (docs/decisions/190), and only the paragraphs whose `data-when` holds. A name or a
 * condition the settings do not know stops the build, so a typo never reaches a reader as braces.
 */
export function fillHelpDocument(document: string, language: Language, settings: HelpSettings, file = ''): string {
  const values = documentValues(language, settings);
  const html = keepWhen(document, settings, file);
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string, at: number) => {
    const filled = values[name];
    if (filled === undefined) throw new Error(`${file}: {{${name}}} is not a setting a help document can show`);
    // In Chinese a Latin value (an English name where no Chinese one is set) stands a space from the Han beside it.
    const space = (a: string | undefined, b: string | undefined) =>
      language === 'cn' && !!a && !!b && ((HAN.test(a) && LATIN.test(b)) || (LATIN.test(a) && HAN.test(b))) ? ' ' : '';
    const after = html[at + all.length];
    return `${space(html[at - 1], filled[0])}${escapeHtml(filled)}${space(filled[filled.length - 1], after)}`;
  });
}

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z0-9]/;

/** /help/<language>/<name>.html, the address a frame asks for (below the base path). */
const HELP_PATH = /\/help\/(en|cn)\/[\w-]+\.html$/;

/**
 * The same filling wherever a help document is served: the dev server answers it filled, and a
 * build (the production, demo and static demo builds) rewrites the copies in its output folder.
 */
export function helpSettings(settings: HelpSettings): Plugin {
  let publicDir = '';
  let outDir = '';
  let copies = false;
  return {
    name: 'help-settings',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
      copies = config.build.copyPublicDir && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const match = HELP_PATH.exec(path);
        const file = match ? join(publicDir, 'help', match[1]!, path.slice(path.lastIndexOf('/') + 1)) : '';
        if (!match || !existsSync(file)) return next();
        readFile(file, 'utf8')
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(fillHelpDocument(html, match[1] as Language, settings, file));
          })
          .catch(next);
      });
    },
    async writeBundle() {
      if (!copies) return;
      for (const language of await readdir(join(outDir, 'help')).catch(() => [])) {
        if (!isLanguage(language)) continue;
        const dir = join(outDir, 'help', language);
        for (const name of (await readdir(dir)).filter((n) => n.endsWith('.html'))) {
          const file = join(dir, name);
          await writeFile(file, fillHelpDocument(await readFile(file, 'utf8'), language, settings, file));
        }
      }
    },
  };
}
