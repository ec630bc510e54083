import { GENERATED_PASSWORD } from '../documents/generate/people.js';
import { esc } from './html.js';

/*
 * The dashboard's prospect form (issue 59, docs/decisions/170): a prospect's world in a minute, in
 * English or Chinese, without writing YAML. It writes a fixture document (`organisation` and
 * `generate`) into the document panel below it, where it is shown, can be edited, downloaded and
 * loaded like any other (fixture-section.ts): the form itself loads nothing. The same page runs in
 * the static demo, whose worker serves the dashboard from this code.
 */

/** The form's words in both languages; a test keeps the two key sets equal. */
export const PROSPECT_TEXTS = {
  en: {
    title: "A prospect's world",
    intro:
      'Their organisation and a few people with realistic names of their country: the form writes the fixture document into the panel below, to load, edit or download.',
    ui: 'Form language',
    presets: 'Start from',
    shanghai: 'A physiotherapy school in Shanghai, in Chinese',
    london: 'A private MSK clinic in London, in English',
    organisation: 'Organisation',
    name: 'Name',
    kind: 'Kind',
    university: 'University or school',
    clinic: 'Clinic',
    gym: 'Gym',
    other: 'Other',
    city: 'City',
    language: "The prospect's language",
    english: 'English',
    chinese: 'Chinese',
    locale: 'Names and e-mail addresses from',
    domain: 'E-mail domain (no mail reaches it)',
    password: "Everyone's password",
    people: 'People',
    role: 'Role',
    state: 'State',
    live: 'Live subscription',
    lapsed: 'Lapsed subscription',
    none: 'No subscription',
    new: 'Not activated yet',
    product: 'Product',
    period: 'Period',
    month: 'Monthly',
    year: 'Yearly',
    mm: 'Muscle and Movement',
    msk: 'MSK Patient Education',
    count: 'How many',
    remove: 'Remove',
    add: 'Add people',
    plan: 'A plan named for them',
    price: 'Price (USD)',
    write: 'Write the document',
    load: 'Write and load it',
    written: 'Written into the fixture document below.',
  },
  cn: {
    title: '潜在客户的演示数据',
    intro:
      '填写对方的机构和几位人员，系统会按其所在国家生成逼真的姓名。表单会把测试数据文档写入下方面板，可直接载入、修改或下载。',
    ui: '表单语言',
    presets: '从示例开始',
    shanghai: '上海的一所康复学院（中文）',
    london: '伦敦的一家私立肌骨诊所（英文）',
    organisation: '机构',
    name: '名称',
    kind: '类型',
    university: '高校或学院',
    clinic: '诊所',
    gym: '健身房',
    other: '其他',
    city: '城市',
    language: '客户使用的语言',
    english: '英文',
    chinese: '中文',
    locale: '姓名和邮箱按此地区生成',
    domain: '邮箱域名（不会真正收到邮件）',
    password: '所有人的密码',
    people: '人员',
    role: '身份',
    state: '状态',
    live: '订阅有效',
    lapsed: '订阅已过期',
    none: '未订阅',
    new: '尚未激活',
    product: '产品',
    period: '周期',
    month: '按月',
    year: '按年',
    mm: '肌肉与运动',
    msk: '肌骨患者教育',
    count: '人数',
    remove: '删除',
    add: '添加人员',
    plan: '为该机构添加专属方案',
    price: '价格（美元）',
    write: '生成文档',
    load: '生成并载入',
    written: '已写入下方的测试数据文档。',
  },
} as const;
type Key = keyof (typeof PROSPECT_TEXTS)['en'];

/** A text in both languages: the form's language switch shows one of them. */
const both = (key: Key) =>
  `<span lang="en">${esc(PROSPECT_TEXTS.en[key])}</span><span lang="zh-CN">${esc(PROSPECT_TEXTS.cn[key])}</span>`;
/** An option whose text the switch rewrites (an option holds no markup). */
const option = (value: string, key: Key) =>
  `<option value="${value}" data-text="${key}">${esc(PROSPECT_TEXTS.en[key])}</option>`;
const LOCALES: Array<[string, string]> = [
  ['zh_CN', '中国 China'],
  ['en_GB', 'United Kingdom 英国'],
  ['en_US', 'United States 美国'],
  ['en_AU', 'Australia 澳大利亚'],
  ['de', 'Deutschland 德国'],
  ['fr', 'France 法国'],
];

/** One row of people; the script clones it for "Add people". */
const peopleRow = `<tr data-person>
<td><input name="role" maxlength="40" aria-label="${esc(PROSPECT_TEXTS.en.role)}" data-label="role"></td>
<td><select name="state" aria-label="${esc(PROSPECT_TEXTS.en.state)}" data-label="state">${option('live', 'live')}${option('lapsed', 'lapsed')}${option('none', 'none')}${option('new', 'new')}</select></td>
<td><select name="product" aria-label="${esc(PROSPECT_TEXTS.en.product)}" data-label="product">${option('muscle-and-movement', 'mm')}${option('msk-patient-education', 'msk')}</select></td>
<td><select name="period" aria-label="${esc(PROSPECT_TEXTS.en.period)}" data-label="period">${option('month', 'month')}${option('year', 'year')}</select></td>
<td><input name="count" type="number" min="1" max="5000" value="1" style="width:6em" aria-label="${esc(PROSPECT_TEXTS.en.count)}" data-label="count"></td>
<td><button type="button" class="secondary" data-remove>${both('remove')}</button></td></tr>`;

const styles = `<style>
#prospect-world[data-ui=en] span[lang=zh-CN],#prospect-world[data-ui=cn] span[lang=en]{display:none}
#prospect-world fieldset{border:1px solid var(--line);border-radius:8px;margin:8px 0;min-width:0}
#prospect-world .scroll{overflow-x:auto}
#prospect-world .row{display:flex;gap:12px;flex-wrap:wrap;align-items:end}
#prospect-world label{display:inline-flex;flex-direction:column;gap:2px}
</style>`;

export const prospectSection = `<section id="prospect-world" data-ui="en">${styles}<h2>${both('title')}</h2>
<p class="row"><span>${both('ui')}:</span> <button type="button" class="secondary" data-ui="en" aria-pressed="true">English</button> <button type="button" class="secondary" data-ui="cn" aria-pressed="false" lang="zh-CN">中文</button></p>
<p class="muted">${both('intro')}</p>
<p class="row"><span>${both('presets')}:</span> <button type="button" class="secondary" data-preset="shanghai">${both('shanghai')}</button> <button type="button" class="secondary" data-preset="london">${both('london')}</button></p>
<form id="prospect-world-form">
<fieldset><legend>${both('organisation')}</legend><div class="row">
<label>${both('name')} <input name="name" required maxlength="100" size="28"></label>
<label>${both('kind')} <select name="kind">${option('university', 'university')}${option('clinic', 'clinic')}${option('gym', 'gym')}${option('other', 'other')}</select></label>
<label>${both('city')} <input name="city" maxlength="80"></label></div></fieldset>
<div class="row">
<label>${both('language')} <select name="language">${option('cn', 'chinese')}${option('en', 'english')}</select></label>
<label>${both('locale')} <select name="locale">${LOCALES.map(([value, text]) => `<option value="${value}">${esc(text)}</option>`).join('')}</select></label>
<label>${both('domain')} <input name="domain" maxlength="200" size="24" placeholder="mingde.edu.test"></label>
<label>${both('password')} <input name="password" maxlength="128" size="12" value="${GENERATED_PASSWORD}" required></label></div>
<fieldset><legend>${both('people')}</legend>
<div class="scroll"><table><thead><tr><th scope="col">${both('role')}</th><th scope="col">${both('state')}</th><th scope="col">${both('product')}</th><th scope="col">${both('period')}</th><th scope="col">${both('count')}</th><th></th></tr></thead>
<tbody data-people></tbody></table></div>
<template data-person-row><table><tbody>${peopleRow}</tbody></table></template>
<button type="button" class="secondary" data-add>${both('add')}</button></fieldset>
<fieldset><legend><label style="flex-direction:row"><input type="checkbox" name="plan"> ${both('plan')}</label></legend><div class="row">
<label>${both('product')} <select name="planProduct">${option('muscle-and-movement', 'mm')}${option('msk-patient-education', 'msk')}</select></label>
<label>${both('period')} <select name="planPeriod">${option('year', 'year')}${option('month', 'month')}</select></label>
<label>${both('price')} <input name="planPrice" type="number" min="1" max="100000" step="any" value="499" style="width:7em"></label></div></fieldset>
<button>${both('write')}</button> <button type="button" data-load>${both('load')}</button> <span aria-live="polite" data-written></span>
</form></section>`;

/** The presets: the two pitches of issue 59, ready to send as they are. */
export const PROSPECT_PRESETS = {
  shanghai: {
    name: '上海明德康复学院',
    kind: 'university',
    city: '上海',
    language: 'cn',
    locale: 'zh_CN',
    domain: 'mingde.edu.test',
    people: [
      { role: '教师', state: 'live', product: 'muscle-and-movement', period: 'year', count: 1 },
      { role: '学生', state: 'lapsed', product: 'muscle-and-movement', period: 'month', count: 1 },
      { role: '学生', state: 'new', product: 'muscle-and-movement', period: 'month', count: 1 },
    ],
    plan: { product: 'muscle-and-movement', period: 'year', price: 499 },
  },
  london: {
    name: 'Kensington MSK Clinic',
    kind: 'clinic',
    city: 'London',
    language: 'en',
    locale: 'en_GB',
    domain: 'kensington-msk.test',
    people: [
      { role: 'Clinic lead', state: 'live', product: 'msk-patient-education', period: 'year', count: 1 },
      { role: 'Physiotherapist', state: 'lapsed', product: 'msk-patient-education', period: 'month', count: 1 },
      { role: 'Physiotherapist', state: 'new', product: 'msk-patient-education', period: 'month', count: 1 },
    ],
    plan: { product: 'msk-patient-education', period: 'year', price: 299 },
  },
} as const;

export const prospectScript = `
(() => {
  const section = document.getElementById('prospect-world');
  const form = document.getElementById('prospect-world-form');
  if (!section || !form) return;
  const TEXTS = ${JSON.stringify(PROSPECT_TEXTS)};
  const PROSPECT_PRESETS = ${JSON.stringify(PROSPECT_PRESETS)};
  const rows = form.querySelector('[data-people]');
  const status = form.querySelector('[data-written]');
  const setUi = (ui) => {
    section.dataset.ui = ui;
    for (const b of section.querySelectorAll('button[data-ui]')) b.setAttribute('aria-pressed', String(b.dataset.ui === ui));
    for (const o of section.querySelectorAll('option[data-text]')) o.textContent = TEXTS[ui][o.dataset.text];
    for (const c of section.querySelectorAll('[data-label]')) c.setAttribute('aria-label', TEXTS[ui][c.dataset.label]);
    status.textContent = '';
  };
  const addRow = (person) => {
    const row = form.querySelector('[data-person-row]').content.querySelector('tr').cloneNode(true);
    rows.append(row);
    for (const [k, v] of Object.entries(person || {})) if (row.querySelector('[name=' + k + ']')) row.querySelector('[name=' + k + ']').value = v;
    setUi(section.dataset.ui);
  };
  const preset = (name) => {
    const p = PROSPECT_PRESETS[name];
    for (const k of ['name', 'kind', 'city', 'language', 'locale', 'domain']) form.elements[k].value = p[k];
    form.elements.plan.checked = true;
    form.elements.planProduct.value = p.plan.product;
    form.elements.planPeriod.value = p.plan.period;
    form.elements.planPrice.value = p.plan.price;
    rows.replaceChildren();
    for (const person of p.people) addRow(person);
  };
  // A flow mapping of JSON values: every string quoted as JSON, which YAML reads the same.
  const flow = (o) => '{ ' + Object.entries(o).map(([k, v]) => k + ': ' + JSON.stringify(v)).join(', ') + ' }';
  const documentText = () => {
    const f = form.elements;
    const v = (k) => f[k].value.trim();
    const organisation = { name: v('name'), kind: v('kind') };
    if (v('city')) organisation.city = v('city');
    const people = [...rows.querySelectorAll('[data-person]')].map((row) => {
      const get = (k) => row.querySelector('[name=' + k + ']').value.trim();
      const person = {};
      if (get('role')) person.role = get('role');
      person.state = get('state');
      if (get('state') === 'live' || get('state') === 'lapsed') Object.assign(person, { product: get('product'), period: get('period') });
      if (Number(get('count')) !== 1) person.count = Number(get('count'));
      return person;
    });
    const lines = [
      "# A prospect's world, written by the dashboard's form (docs/testing-with-fixtures.md, \\"Generated people\\")",
      'name: ' + JSON.stringify(v('name')),
      'extends: catalogue',
      'organisation: ' + flow(organisation),
      'generate:',
      '  locale: ' + JSON.stringify(v('locale')),
      '  language: ' + JSON.stringify(v('language')),
    ];
    if (v('domain')) lines.push('  domain: ' + JSON.stringify(v('domain').toLowerCase()));
    if (v('password') !== ${JSON.stringify(GENERATED_PASSWORD)}) lines.push('  password: ' + JSON.stringify(v('password')));
    lines.push('  people:', ...people.map((p) => '    - ' + flow(p)));
    if (f.plan.checked) lines.push('  plan: ' + flow({ product: v('planProduct'), period: v('planPeriod'), price: Number(v('planPrice')) }));
    return lines.join('\\n') + '\\n';
  };
  const write = () => {
    if (!form.reportValidity()) return false;
    const target = document.getElementById('fixture-text');
    target.value = documentText();
    target.dispatchEvent(new Event('input', { bubbles: true }));
    status.textContent = TEXTS[section.dataset.ui].written;
    return true;
  };
  section.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.ui) setUi(b.dataset.ui);
    else if (b.dataset.preset) preset(b.dataset.preset);
    else if (b.hasAttribute('data-add')) addRow();
    else if (b.hasAttribute('data-remove')) b.closest('tr').remove();
    else if (b.hasAttribute('data-load') && write()) document.getElementById('fixture-form').requestSubmit();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    write();
  });
  preset('shanghai');
})();`;
