import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCount, withCount } from '../../web/src/lib/format.js';
import { findings, report } from './check.js';
import { codeProblems } from './code-rules.js';
import { glossary, glossaryProblems } from './glossary.js';
import { chineseFiles, chineseTexts } from './sources.js';
import { typographyProblems } from './typography.js';

/**
 * The site's Chinese holds to one glossary and one typography (docs/decisions/109). A failure
 * names the file, the line, the rule and the fix. `npm run check` runs it.
 */
describe('the Chinese of the whole site', () => {
  it('every Chinese text keeps to the glossary and the typography', () => {
    const found = findings();
    expect(found.length, `\n${report(found)}\n`).toBe(0);
  });

  it('reads every place Chinese lives, by kind of file', () => {
    const files = chineseFiles();
    for (const place of [
      /^web\/src\/locales\/cn\/\w+\.json$/,
      /^web\/public\/help\/cn\/[\w-]+\.html$/,
      /^web\/public\/media\/.*\.cn\.vtt$/,
      /^fake-server\/i18n\/messages\.ts$/,
      /^fake-server\/services\/mail-templates\.ts$/,
      /^fixtures\/content\/blogs\/.*\.ts$/,
      /^site-server\/share\/families\.ts$/,
      /^contract\/validation-messages\.ts$/,
    ])
      expect(
        files.some((f) => place.test(f) && chineseTexts(f).length > 0),
        String(place),
      ).toBe(true);
    expect(files.filter((f) => /\.test\.tsx?$|^tests\//.test(f))).toEqual([]);
  });

  it('every glossary entry says why, and no term is another entry’s variant', () => {
    for (const entry of glossary) {
      expect(entry.reason.length, entry.concept).toBeGreaterThan(20);
      expect(entry.variants.length, entry.concept).toBeGreaterThan(0);
      expect(glossaryProblems(entry.term), entry.concept).toEqual([]);
    }
  });
});

describe('the checks catch what they are for', () => {
  const rules = (text: string, errorMessage = false) =>
    [...glossaryProblems(text), ...typographyProblems(text, { errorMessage })].map((p) => `${p.rule} | ${p.fix}`);

  it.each([
    ['请先登录您的账户再继续。', /account is 账号 \| .*账号/],
    ['订阅电子报', /newsletter is 邮件通讯/],
    ['两者均为自动续订的订阅服务。', /auto-renew is 自动续费/],
    ['在应用中使用。', /the mobile app is App \| 在 App 中使用/],
    ['密码为6-12位数字或字母的组合', /pangu\) \| 密码为 6-12 位数字/],
    ['肌肉与运动 订阅方案', /no space between Chinese characters.*肌肉与运动订阅方案/],
    ['请输入邮箱,然后继续', /full-width mark \| .*邮箱，然后/],
    ['上传头像(PNG)', /（ ） \| .*（PNG）/],
    ['点击"开始使用"按钮', /“ ” .*“开始使用”/],
    ['收录 20,000 张病症图片', /万 .*收录 2 万张病症图片/],
    ['已于 2026-01-01 10:00:00 到期', /no seconds .*10:00 到期/],
    ['你好，{{name}}', /您/],
    ['加载中...', /……/],
    ['生效日期：2025 年　最近更新', /ideographic space/],
    ['登录即表示您同意使用条款和隐私政策。', /《》 \| .*《使用条款》/],
    ['依据个人信息保护法第十七条，', /《》 \| .*《个人信息保护法》/],
    ['密码为 6-12 位字母或数字。', /～ .*6～12 位/],
    ['© 2023-2025 动作图谱', /～ .*2023～2025/],
    ['每组保持 20~30 秒。', /～ .*20～30 秒/],
    ['在托管结账页面中付款。', /checkout\) is 支付/],
    ['两款交互式 3D 程序。', /3D modules .* is 3D 软件/],
    ['适用于运动学课程。', /kinesiology .* is 人体运动学/],
    ['登录已失效，请重新登录。', /login expired\) is 登录已过期/],
    ['请查看垃圾邮件或推广邮件文件夹。', /spam folder is 垃圾邮件箱/],
    ['欢迎咨询多人授权。', /licence .* is 机构授权/],
    ['由苹果或谷歌负责退款。', /Apple and Google/],
    ['每笔付款都有发票。', /invoice .* is 电子账单/],
    ['6000+ 训练动作', /drills .* is 专项练习/],
    ['依次进入设置 › 付款', /path of labels .*设置>付款/],
    ['500+ 病症 3D 动画', /condition .* is 肌骨疾病/],
    ['网站订单由我们的经销商 FastSpring 处理。', /merchant of record\) is 在线经销商/],
    ['如发现未满 16 周岁的儿童提供了个人信息', /minors\) is 未成年人/],
    ['完整展示肩关节的运动范围。', /range of motion of a joint is 关节活动范围/],
    ['今天首次扣费。', /being charged .* is 扣款 \| 今天首次扣款/],
    ['使用 PayPal 支付', /PayPal button .* is 使用 PayPal 付款/],
    ['2 万多张病症图片', /library’s size is 2 万张病症图片/],
    ['面向运动爱好者。', /enthusiasts .* is 健身爱好者/],
    ['记住密码', /remember” box is 记住我/],
    ['目前仅支持在手机 App 中使用。', /the mobile app is App/],
    ['神经支配为肩胛上神经（C5–C6）。', /spinal segments .*（C5～C6）/],
  ])('%s', (text, expected) => {
    expect(rules(text).join('\n')).toMatch(expected);
  });

  it('a variant is matched as its own word, not inside a compound, and its fix keeps its neighbours', () => {
    const fixes = (text: string) => glossaryProblems(text).map((p) => p.fix);
    // 机构名称 is an organisation's name: not the nickname the variant 名称 stands for.
    expect(fixes('单位或机构名称最多 100 个字。')).toEqual([]);
    expect(fixes('机构名称不能为空。')).toEqual([]);
    expect(fixes('您的名称不能为空。')).toEqual(['您的昵称不能为空。 (or reword)']);
    expect(fixes('名称最多 15 个字符。')[0]).toMatch(/^昵称最多 15/);
    // Two variants of one word (显示名称, 显示名) are one finding with one fix.
    expect(fixes('请填写显示名称。')).toEqual(['请填写昵称。 (or reword)']);
  });

  it('an exclamation mark is refused in an error message only', () => {
    expect(rules('请输入邮箱！', true).join('\n')).toMatch(/exclamation .*请输入邮箱。/);
    expect(rules('感谢您的订阅！')).toEqual([]);
  });

  it.each([
    '激活您的${BRAND.cn}账号',
    '{{brand}}的故事',
    '共 {{count}} 个订单',
    '请在 iPhone 的 Apple 账户中取消，或登录 PayPal 账户。',
    '搜索“FastSpring”或“MotionAtlas”，并留意垃圾邮件箱。',
    '测试卡 4242 4242 4242 4242 支付成功。',
    '写信至 hello@motionatlas.example.com 即可。',
    '在“价格”页面，点击“查看方案”。',
    '应用商店的购买由 Apple 或 Google 负责退款。',
    '《使用条款》和《隐私政策》，另见页脚的“隐私政策”链接。',
    '隐私政策',
    '该账单不是中国大陆增值税发票，也不是增值税专用发票。',
    '订单日期 2026-01-05，密码为 6～12 位。',
    '从坐到站时股四头肌发力，人体运动学实践课。',
    '（设置 SANDBOXES=on 开启）',
    '600+ 项肌肉运动解析，30 万用户，2000 多个训练动作',
    '体育学院（广州）',
    '由我们的在线经销商 FastSpring 作为销售方收款。',
    '依据《儿童个人信息网络保护规定》，未满 14 周岁的未成年人……',
    '儿童扁平足的矫正训练',
    '演示关节的全范围活动，关节活动范围和活动度。',
    '目前仅支持在 App 中使用（手机、平板）。',
    '腰椎 L4～S1 节段，颈椎 C5～C6。',
  ])('leaves good text alone: %s', (text) => {
    expect(rules(text)).toEqual([]);
  });
});

describe('the Chinese that code makes at run time', () => {
  it('a count formatted for Chinese passes the number rule (1842, 1.2 万, never 1,842)', () => {
    for (const n of [7, 1842, 2400, 9999, 10000, 12345, 20000, 300000])
      expect(typographyProblems(withCount(`共 ${formatCount(n, 'cn')} 次阅读。`)), String(n)).toEqual([]);
    expect(typographyProblems(`共 ${new Intl.NumberFormat('zh-CN').format(1842)} 次阅读。`)).not.toEqual([]);
  });

  it('a number formatted by the locale is refused where it is made, naming the fix', () => {
    const found = codeProblems(
      'web/src/features/x.tsx',
      [
        "const a = new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'en').format(n);",
        'const b = n.toLocaleString();',
        "const c = new Intl.NumberFormat('en').format(n);",
        "const d = n.toLocaleString('en');",
      ].join('\n'),
    );
    expect(found.map((p) => p.line)).toEqual([1, 2]);
    expect(found[0]!.fix).toMatch(/formatCount\(value, language\) from web\/src\/lib\/format\.ts/);
  });

  it('a template that joins a translated text with a half-width colon is refused', () => {
    const found = codeProblems(
      'fake-server/dev/page.ts',
      [
        'const a = `<p>${esc(x.total)}: <strong>${price}</strong></p>`;',
        'const b = `${x.total}: ${price}`;',
        "const c = `${t('orders.price')}: ${price}`;",
        "const d = `${x.total}${lang === 'cn' ? '：' : ': '}${price}`;",
        'const e = `${hours}:${minutes}`;',
      ].join('\n'),
    );
    expect(found.map((p) => p.line)).toEqual([2, 3]);
    expect(found[0]!.rule).toMatch(/half-width colon: Chinese takes ：/);
  });
});

describe('a new file is read by its kind', () => {
  const root = mkdtempSync(join(tmpdir(), 'chinese-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a YAML, JSON, HTML or script file anywhere outside tests is read, with its line', () => {
    mkdirSync(join(root, 'fixtures/scenarios'), { recursive: true });
    writeFileSync(
      join(root, 'fixtures/scenarios/new.yaml'),
      'users:\n  - name: 王伟\n    note: "请登陆您的帐号"\n    title: { en: MSK Patient Education (App Store), cn: 确认订阅电子报 }\n    intro: |\n      您好。\n      请登陆。\n',
    );
    writeFileSync(join(root, 'fixtures/scenarios/new.json'), '{\n  "title": {\n    "cn": "套餐"\n  }\n}\n');
    writeFileSync(join(root, 'page.html'), '<p>打开<strong>App</strong>，在应用中使用</p>\n');
    writeFileSync(join(root, 'mail.ts'), "export const x = { cn: '确认订阅电子报' };\n");
    mkdirSync(join(root, 'tests'));
    writeFileSync(join(root, 'tests/x.ts'), "const y = '电子报';\n");
    // chineseFiles reads git's list: a new repository holds the new files, untracked.
    execFileSync('git', ['init', '-q'], { cwd: root });
    const files = chineseFiles(root);
    expect(files).toEqual(['fixtures/scenarios/new.json', 'fixtures/scenarios/new.yaml', 'mail.ts', 'page.html']);
    const out = report(findings(files, root));
    expect(out).toMatch(/fixtures\/scenarios\/new\.yaml:3 .*sign in/);
    expect(out).toMatch(/fixtures\/scenarios\/new\.yaml:3 .*account is 账号/);
    // A flow mapping is read as its parser reads it: the Chinese value alone, its English sibling apart.
    expect(out).toMatch(/fixtures\/scenarios\/new\.yaml:4 .*newsletter/);
    expect(out).not.toMatch(/new\.yaml:4 .*(product line|pangu)/);
    // A block scalar's lines are numbered where they stand, below its indicator.
    expect(out).toMatch(/fixtures\/scenarios\/new\.yaml:7 .*sign in/);
    expect(out).toMatch(/fixtures\/scenarios\/new\.json:3 .*plan/);
    expect(out).toMatch(/page\.html:1 .*the mobile app is App/);
    expect(out).toMatch(/mail\.ts:1 .*newsletter/);
  });
});
