import ts from 'typescript';
import type { Problem } from './typography.js';

/**
 * Chinese the text check cannot see, because code makes it at run time (docs/decisions/109):
 * numbers formatted by the browser's locale (1,842 on a Chinese page), and a translated text
 * joined to what follows by a half-width colon in a template (合计: US$12.99).
 */
export type CodeProblem = Problem & { line: number };

/** A translated text in a template's `${...}`: i18next's t(), a language's table (x.total, texts.cn.title), a label. */
const TRANSLATED = /^(?:i18n\.)?t\(|^(?:x|texts?|copy|labels?)(?:\.|\[)|\.(?:label|title|total)$/;

export function codeProblems(file: string, source: string): CodeProblem[] {
  if (!/\.tsx?$/.test(file)) return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const problems: CodeProblem[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    // Intl.NumberFormat or toLocaleString in any locale but English: web/src/lib/format.ts's
    // formatCount writes counts the Chinese way (1842, 1.2 万).
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      const locale = node.arguments?.[0];
      const english = !!locale && ts.isStringLiteral(locale) && /^en\b/.test(locale.text);
      if (/(^|\.)Intl\.NumberFormat$|\.toLocaleString$/.test(callee) && !english)
        problems.push({
          line: lineOf(node),
          rule: 'a number shown to a reader is formatted for their language (Chinese: 1842, 1.2 万; never 1,842)',
          found: node.getText(sf).slice(0, 80),
          fix: 'formatCount(value, language) from web/src/lib/format.ts (or pass the locale "en" for English-only pages)',
        });
    }
    if (ts.isTemplateExpression(node))
      for (const span of node.templateSpans) {
        const expression = span.expression.getText(sf);
        if (TRANSLATED.test(expression) && /^:/.test(span.literal.text))
          problems.push({
            line: lineOf(span),
            rule: 'a template joins a translated text with a half-width colon: Chinese takes ：',
            found: `\${${expression}}${span.literal.text.slice(0, 12)}`,
            fix: `\${${expression}}\${language === 'cn' ? '：' : ': '}… (or put the colon in each language's text)`,
          });
      }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems;
}
