import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Route } from '@playwright/test';

/** IBM's Equal Access engine, as the browser runs it (`ace.js` defines the global `ace`). */
const require = createRequire(import.meta.url);
const ENGINE = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');
/**
 * The engine comes to the page as a same-origin script the test answers itself: the site's CSP
 * allows only its own scripts, and a script with an address is compiled from the browser's code
 * cache after the first page (0.2-0.5 s a page instead of 1-1.7 s evaluated as text). The route
 * is there only while the script loads: routing turns the browser's HTTP cache off.
 */
const ENGINE_PATH = '/__equal-access-engine.js';
const serveEngine = (route: Route) =>
  route.fulfill({ body: ENGINE, contentType: 'text/javascript', headers: { 'cache-control': 'max-age=600' } });

/** One violation: the rule, its reason, the element's opening tag (its XPath when it has none), the engine's words. */
export type EqualAccessFinding = { ruleId: string; reasonId: string; element: string; message: string };

/**
 * The second accessibility engine (issue 45): IBM's Equal Access checker over the page as it is
 * now, with its own ruleset (`IBM_Accessibility`: WCAG 2.2 A and AA and IBM's additions). Its
 * violations only: its "potential violations" are prompts to check by hand (is this text a
 * heading? is colour the only cue?), which no test can settle.
 */
export async function equalAccessFindings(page: Page): Promise<EqualAccessFinding[]> {
  await page.route(`**${ENGINE_PATH}`, serveEngine);
  try {
    await page.evaluate(async (src) => {
      if ('ace' in window) return;
      await new Promise((resolve, reject) => {
        const script = Object.assign(document.createElement('script'), { src, onload: resolve, onerror: reject });
        document.head.append(script);
      });
    }, ENGINE_PATH);
  } finally {
    await page.unroute(`**${ENGINE_PATH}`, serveEngine);
  }
  return page.evaluate(async () => {
    type Result = { ruleId: string; reasonId: string; value: [string, string]; path: { dom: string }; message: string };
    type Engine = { Checker: new () => { check: (d: Document, p: string[]) => Promise<{ results: Result[] }> } };
    const global = window as unknown as { ace: Engine };
    const { results } = await new global.ace.Checker().check(document, ['IBM_Accessibility']);
    const openingTag = (xpath: string) => {
      const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      if (!(node instanceof Element)) return xpath;
      const attributes = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).join('');
      return `<${node.localName}${attributes}>`;
    };
    return results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({ ruleId: r.ruleId, reasonId: r.reasonId, element: openingTag(r.path.dom), message: r.message }));
  });
}
