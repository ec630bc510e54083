import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { openApiDocument } from './openapi/document.js';
import { escapeInvisible, readablePatterns } from './openapi/patterns.js';

/** The committed files `npm run openapi` writes (a test keeps them current). */
export const OPENAPI_FILE = 'docs/openapi.json';
export const REFERENCE_FILE = 'docs/api/index.html';

/** The document as committed: invisible characters (in patterns) as JSON escapes, so the file reads plainly. */
export const serialise = (doc: unknown) => `${escapeInvisible(JSON.stringify(doc, null, 2))}\n`;

/** Redoc's "API docs by" badge loads a logo from a CDN: the offline reference shows a blank one. */
const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** The readable reference: Redoc's single HTML file, scripts inlined, through Redocly CLI (docs/decisions/041). */
export function buildReference(documentFile: string, out: string) {
  // A pattern holds invisible characters (bidi marks reorder the text around them): shown as escapes.
  const dir = mkdtempSync(join(tmpdir(), 'reference-'));
  const shown = join(dir, 'openapi.json');
  writeFileSync(shown, JSON.stringify(readablePatterns(JSON.parse(readFileSync(documentFile, 'utf8')))));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/@redocly/cli/bin/cli.js', 'build-docs', shown, '--output', out, '--inlineBundle'],
      { stdio: 'pipe', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(
    out,
    readFileSync(out, 'utf8')
      .replaceAll(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, BLANK_IMAGE)
      // Redocly's template says `charset="utf8"`, a name HTML does not allow (issue 45).
      .replace('<meta charset="utf8" />', '<meta charset="utf-8" />'),
  );
}

/**
 * npm run openapi [documentFile] [referenceFile]: writes the OpenAPI 3.1 document of the contract
 * (for the real backend team, `npm run contract:check` and the proxy mode) and its HTML reference.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(process.argv[2] ?? OPENAPI_FILE);
  const reference = resolve(process.argv[3] ?? REFERENCE_FILE);
  await mkdir(dirname(out), { recursive: true });
  await mkdir(dirname(reference), { recursive: true });
  const doc = await openApiDocument();
  await writeFile(out, serialise(doc));
  buildReference(out, reference);
  console.log(`OpenAPI ${doc.openapi}: ${Object.keys(doc.paths).length} paths in ${out}; reference in ${reference}`);
}
