import { parseArgs } from 'node:util';
import { checkContract, formatRows } from './contract-check/check.js';

/**
 * npm run contract:check -- --base-url https://api.example.com [--email a@b.co --password x]
 * Validates the answers of a running API against the contract; exits 1 on any mismatch.
 */
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    language: { type: 'string', default: 'en' },
  },
});
const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('Usage: npm run contract:check -- --base-url URL [--email E --password P] [--language en|cn]');
  process.exit(2);
}
const rows = await checkContract({
  baseUrl,
  email: values.email,
  password: values.password,
  language: values.language === 'cn' ? 'cn' : 'en',
});
console.log(formatRows(rows));
const bad = rows.filter((r) => r.result === 'mismatch' || r.result === 'failed');
console.log(
  `\n${rows.length - bad.length} of ${rows.length} answers match the contract${bad.length ? `; ${bad.length} do not` : ''}.`,
);
process.exit(bad.length ? 1 : 0);
