import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type Language, isLanguage } from '#contract/language.js';
import { type OperatorSettings, helpDocumentValues } from '../web/src/lib/operator.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * A help document (web/public/help/<language>/*.html) with its {{name}}s filled in from the
 * build's settings: the operator, the governing law, where the data is, the privacy contact
 * (docs/decisions/135). A name the settings do not know stops the build, so a typo never reaches a
 * reader as braces.
 */
export function fillHelpDocument(html: string, language: Language, settings: OperatorSettings, file = ''): string {
  const values = helpDocumentValues(language, settings);
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
export function helpSettings(settings: OperatorSettings): Plugin {
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
