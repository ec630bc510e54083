import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** One error of the Nu HTML Checker: the file, where in it, what, and the markup it is about. */
export type HtmlError = { url: string; message: string; extract?: string; lastLine?: number; lastColumn?: number };

/** The checker's jar, from the `vnu-jar` package (its postinstall's Java download is not allowed: Debian's Java runs it). */
const require = createRequire(import.meta.url);
const JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The JVM's settings for one short run: the checker needs a 512 KB thread stack at least (its
 * schema recurses), and the C1 compiler alone does the work in about half the CPU time of the
 * default tiered one, which spends it compiling code the run ends before it would pay for.
 */
const JVM = ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * The W3C Nu HTML Checker (vnu) over these files in one Java run (the JVM's start is most of a
 * small run's cost): every error, warnings left out. Language detection is off: it only warns.
 */
export function checkHtml(files: string[]): Promise<HtmlError[]> {
  const args = [...JVM, '-jar', JAR, '--errors-only', '--no-langdetect', '--exit-zero-always', '--stdout'];
  return new Promise((resolve, reject) => {
    execFile('java', [...args, '--format', 'json', ...files], { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`java (the Nu HTML Checker) failed: ${error.message}\n${stderr}`));
      try {
        const { messages } = JSON.parse(stdout) as { messages: Array<HtmlError & { type: string }> };
        resolve(messages.filter((m) => m.type !== 'info'));
      } catch {
        reject(
          new Error(`the Nu HTML Checker answered something else than JSON:\n${stdout.slice(0, 2000)}\n${stderr}`),
        );
      }
    });
  });
}
