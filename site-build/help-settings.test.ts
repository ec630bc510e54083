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
    expect(cn).toContain('服务器位于 Frankfurt, Germany &lt;EU&gt;。');
    expect(cn).toContain('<a href="mailto:privacy@motionatlas.example.com">privacy@motionatlas.example.com</a>');
    const en = fillHelpDocument(readFileSync(`${HELP}/en/terms-of-use.html`, 'utf8'), 'en', SETTINGS);
    expect(en).toContain('<strong>MotionAtlas Learning Ltd &amp; Co</strong>, 1 Example Street, London,');
    expect(en).toContain('governed by the laws of England and Wales.');
    expect(en).not.toMatch(/to be filled in/);
  });

  it('the privacy policy names the representative in mainland China, or says the data stays there (docs/decisions/190)', () => {
    const html = (language: 'en' | 'cn') => readFileSync(`${HELP}/${language}/privacy-policy.html`, 'utf8');
    const abroad = {
      ...SETTINGS,
      VITE_CN_REPRESENTATIVE: '上海某某咨询有限公司',
      VITE_CN_REPRESENTATIVE_CONTACT: '上海市某某路 1 号，pipl@example.cn',
      VITE_PAYPAL_COMPANY: 'PayPal (Europe) S.à r.l. et Cie, S.C.A.',
      VITE_PAYPAL_CLIENT_ID: 'client',
      VITE_RETENTION_LOG_DAYS: '30',
      VITE_RETENTION_CONSENT_YEARS: '3',
      VITE_RETENTION_ORDER_YEARS: '6',
    };
    const cn = fillHelpDocument(html('cn'), 'cn', abroad);
    expect(cn).toContain(
      '境内指定的代表为<strong>上海某某咨询有限公司</strong>，联系方式：上海市某某路 1 号，pipl@example.cn。',
    );
    expect(cn).toContain('即自注册时起离开中国境内');
    expect(cn).not.toContain('不会离开中国境内');
    expect(cn).toContain('<strong>PayPal</strong>：PayPal (Europe) S.à r.l. et Cie, S.C.A.（为我们的');
    expect(cn).toContain('技术信息（IP 地址等）保存 30 天');
    expect(cn).toContain('保存 3 年；订单记录按适用的税务和会计法规保存 6 年。');
    expect(cn).not.toMatch(/data-when/);
    const en = fillHelpDocument(html('en'), 'en', abroad);
    expect(en).toContain(
      'under Article 53 of China’s Personal Information Protection Law is <strong>上海某某咨询有限公司</strong>',
    );
    expect(en).toContain('for 30 days');

    const mainland = { ...abroad, VITE_CN_REPRESENTATIVE: 'Not-Applicable', VITE_PAYPAL_CLIENT_ID: '' };
    const cnMainland = fillHelpDocument(html('cn'), 'cn', mainland);
    expect(cnMainland).not.toMatch(/境内指定的代表|离开中国境内。<\/strong>|<strong>PayPal<\/strong>：/);
    expect(cnMainland).toContain('注册和使用本服务时不会离开中国境内');
    expect(fillHelpDocument(html('en'), 'en', mainland)).not.toMatch(/Article 53|leave it when you sign up/);

    // The demo: the operator abroad, PayPal offered (the fake one), every fact a visible placeholder.
    const demo = fillHelpDocument(html('cn'), 'cn', { VITE_CHECKOUT: 'fake' });
    expect(demo).toContain('<strong>【境内代表名称（待填写）】</strong>，联系方式：【境内代表联系方式（待填写）】');
    expect(demo).toContain('<strong>PayPal</strong>：【PayPal 公司名称及地址（待填写）】');
    expect(demo).toContain('保存【数字（待填写）】天');
  });

  it('a condition the documents do not know stops the build', () => {
    expect(() => fillHelpDocument('<p data-when="abraod">x</p>', 'en', {}, 'x.html')).toThrow(
      /x\.html: data-when="abraod" is not a condition/,
    );
  });

  it('a name the settings do not know stops the build, naming the file', () => {
    expect(() => fillHelpDocument('<p>{{operatorNmae}}</p>', 'en', {}, 'x.html')).toThrow(
      /x\.html: \{\{operatorNmae\}\} is not a setting/,
    );
  });
});
