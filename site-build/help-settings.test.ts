import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillHelpDocument } from './help-settings.js';

/**
 * The help documents name the operator from the build's settings (docs/decisions/135): filled in
 * by the dev server and every build, visible placeholders where a setting is missing, never braces.
 */
const HELP = 'web/public/help';
const documents = (['en', 'cn'] as const).flatMap((language) =>
  readdirSync(`${HELP}/${language}`).map((name) => ({
    language,
    name,
    html: readFileSync(`${HELP}/${language}/${name}`, 'utf8'),
  })),
);
const SETTINGS = {
  VITE_OPERATOR_NAME: 'MotionAtlas Learning Ltd & Co',
  VITE_OPERATOR_NAME_CN: '上海动作图谱教育科技有限公司',
  VITE_OPERATOR_ADDRESS: '1 Example Street, London',
  VITE_GOVERNING_LAW: 'England and Wales',
  VITE_GOVERNING_LAW_CN: '中华人民共和国',
  VITE_DATA_LOCATION: 'Frankfurt, Germany <EU>',
  VITE_PRIVACY_CONTACT: 'privacy@motionatlas.example.com',
};

describe('the help documents and the operator settings', () => {
  it('every {{name}} of every document is a setting: nothing is left in braces', () => {
    for (const { language, name, html } of documents)
      expect(fillHelpDocument(html, language, {}, name), `${language}/${name}`).not.toMatch(/\{\{|\}\}/);
  });

  it('the legal pages name the operator, its address, the law and where the data is', () => {
    for (const language of ['en', 'cn'] as const) {
      const privacy = readFileSync(`${HELP}/${language}/privacy-policy.html`, 'utf8');
      const terms = readFileSync(`${HELP}/${language}/terms-of-use.html`, 'utf8');
      for (const token of ['operatorName', 'operatorAddress', 'dataLocation', 'privacyEmail'])
        expect(privacy, `${language} privacy: ${token}`).toContain(`{{${token}}}`);
      for (const token of ['operatorName', 'operatorAddress', 'governingLaw'])
        expect(terms, `${language} terms: ${token}`).toContain(`{{${token}}}`);
    }
  });

  it('without settings (the demo) they show visible placeholders, in the reader’s language', () => {
    const cn = fillHelpDocument(readFileSync(`${HELP}/cn/terms-of-use.html`, 'utf8'), 'cn', {});
    expect(cn).toContain('<strong>【运营者名称（待填写）】</strong>（注册地址：【运营者注册地址（待填写）】；');
    expect(cn).toContain('适用【法域（待填写）】法律');
    const en = fillHelpDocument(readFileSync(`${HELP}/en/privacy-policy.html`, 'utf8'), 'en', {});
    expect(en).toContain('<strong>[Operator’s legal name: to be filled in]</strong>');
    expect(en).toContain('mailto:hello@motionatlas.example.com');
  });

  it('with settings they show them, escaped, the Chinese ones to Chinese readers', () => {
    const cn = fillHelpDocument(readFileSync(`${HELP}/cn/privacy-policy.html`, 'utf8'), 'cn', SETTINGS);
    expect(cn).toContain('<strong>上海动作图谱教育科技有限公司</strong>，注册地址：1 Example Street, London。');
    expect(cn).toContain('服务器位于 Frankfurt, Germany &lt;EU&gt;，');
    expect(cn).toContain('<a href="mailto:privacy@motionatlas.example.com">privacy@motionatlas.example.com</a>');
    const en = fillHelpDocument(readFileSync(`${HELP}/en/terms-of-use.html`, 'utf8'), 'en', SETTINGS);
    expect(en).toContain('<strong>MotionAtlas Learning Ltd &amp; Co</strong>, 1 Example Street, London,');
    expect(en).toContain('governed by the laws of England and Wales.');
    expect(en).not.toMatch(/to be filled in/);
  });

  it('a name the settings do not know stops the build, naming the file', () => {
    expect(() => fillHelpDocument('<p>{{operatorNmae}}</p>', 'en', {}, 'x.html')).toThrow(
      /x\.html: \{\{operatorNmae\}\} is not a setting/,
    );
  });
});
