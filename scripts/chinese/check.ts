import { readFileSync } from 'node:fs';
import { codeProblems } from './code-rules.js';
import { glossaryProblems } from './glossary.js';
import { type Text, chineseFiles, chineseTexts } from './sources.js';
import { type Problem, typographyProblems } from './typography.js';

/** Files that hold only validation and error messages (the server's catalogue holds its errors too). */
const MESSAGE_FILES =
  /^(contract\/validation-messages\.ts|fake-server\/i18n\/messages\.ts|web\/src\/locales\/cn\/errors\.json)$/;
/** Keys of other texts that are an error or a refusal. */
const ERROR_KEY =
  /error|fail|invalid|wrong|required|mismatch|tooLarge|tooLong|unavailable|expired|declined|unauthorized|timeout|missing|notFound|unknown/i;

export type Finding = Text & Problem;

export const isErrorMessage = (t: Pick<Text, 'file' | 'key'>) =>
  MESSAGE_FILES.test(t.file) || (!!t.key && ERROR_KEY.test(t.key));

/** Every glossary and typography problem of the Chinese texts of the given files, and of the Chinese their code makes. */
export function findings(files = chineseFiles(), root = '.'): Finding[] {
  return files.flatMap((file) => [
    ...chineseTexts(file, root).flatMap((t) =>
      [...glossaryProblems(t.text), ...typographyProblems(t.text, { errorMessage: isErrorMessage(t) })].map((p) => ({
        ...t,
        ...p,
      })),
    ),
    ...codeProblems(file, /\.tsx?$/.test(file) ? readFileSync(`${root}/${file}`, 'utf8') : '').map((p) => ({
      file,
      text: p.found,
      ...p,
    })),
  ]);
}

/** Findings as a reader of a failed check needs them: where, what, and the fix. */
export const report = (list: Finding[]) =>
  list.map((f) => `${f.file}:${f.line}  ${f.rule}\n    found: ${f.found}\n    fix:   ${f.fix}`).join('\n');
