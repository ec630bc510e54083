import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, runNode, startFakeServer, startNode } from '../setup/processes';
import { copySite } from '../setup/site-copy';

/** Where the production project's build goes (beside the demo build in web/dist). */
export const PROD_DIST = resolve('web/dist-prod');
export const STOREFRONT = 'motionatlas.test.onfastspring.com/popup-motionatlas';
export const ANATOMY_PATH = 'https://anatomy.example.com/viewer/';
export const PAYPAL_CLIENT_ID = 'test-client-id';
/** A file host other than the API (FILE_ORIGINS): pictures and media from a CDN. */
export const FILE_HOST = 'https://files.motionatlas.test';

/** Who operates the site (docs/decisions/135, 190): a production build stops without them (the _CN twins and the filing aside). */
export const OPERATOR = {
  VITE_OPERATOR_NAME: 'MotionAtlas Test Ltd',
  VITE_OPERATOR_NAME_CN: '动作图谱测试有限公司',
  VITE_OPERATOR_ADDRESS: '1 Test Street, Testville',
  VITE_OPERATOR_ADDRESS_CN: '测试市测试路 1 号',
  VITE_GOVERNING_LAW: 'the Test Republic',
  VITE_GOVERNING_LAW_CN: '测试共和国',
  VITE_DATA_LOCATION: 'Testville, the Test Republic',
  VITE_DATA_LOCATION_CN: '测试共和国测试市',
  VITE_CN_REPRESENTATIVE: '测试代表咨询有限公司',
  VITE_CN_REPRESENTATIVE_CONTACT: '上海市测试路 2 号，pipl@representative.test',
  VITE_PAYPAL_COMPANY: 'PayPal Test Company, 3 Test Road, Testville',
  VITE_RETENTION_LOG_DAYS: '31',
  VITE_RETENTION_CONSENT_YEARS: '4',
  VITE_RETENTION_ORDER_YEARS: '7',
  VITE_ICP_FILING: '沪ICP备00000000号-1',
};

/** The settings of the production build under test, as a deployer would give them. */
export const productionSettings = (apiUrl: string, siteUrl: string) => ({
  ...OPERATOR,
  VITE_API_BASE_URL: apiUrl,
  VITE_FASTSPRING_STOREFRONT: STOREFRONT,
  VITE_ANATOMY_PATH: ANATOMY_PATH,
  VITE_PAYPAL_CLIENT_ID: PAYPAL_CLIENT_ID,
  FILE_ORIGINS: FILE_HOST,
  SITE_URL: siteUrl,
  PRERENDER_API_URL: apiUrl,
  WEB_OUT_DIR: PROD_DIST,
});

/** `npm run build` with those settings: the Vite build, the prerender, the finishing step, the Node servers. */
export async function buildProduction(env: NodeJS.ProcessEnv) {
  await runNode(
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    env,
  );
  await runNode(['--import', 'tsx', 'site-build/prerender.ts'], env);
  await runNode(['--import', 'tsx', 'site-build/finish.ts'], env);
  await runNode(['--import', 'tsx', 'site-build/node-servers.ts'], env);
}

/**
 * The production build served by `npm run serve` on one port, talking to a fake server on another
 * (CORS_ORIGINS lists the site), as the real site and API will run. Answers the two addresses
 * and a stop function.
 */
export async function startProductionStack({ specWire = true }: { specWire?: boolean } = {}) {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const dir = mkdtempSync(join(tmpdir(), 'e2e-prod-'));
  const api = await startFakeServer({
    PORT: String(apiPort),
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    SCENARIO: 'demo',
    RATE_LIMIT: 'off',
    CORS_ORIGINS: siteUrl,
    WEB_ORIGIN: siteUrl,
  });
  await buildProduction(productionSettings(apiUrl, siteUrl));
  const site = await serveSite(sitePort, PROD_DIST);
  const spec = specWire ? await startSpecWireStack(apiUrl, dir) : null;
  return {
    apiUrl,
    siteUrl,
    spec: { apiUrl: spec?.apiUrl ?? '', siteUrl: spec?.siteUrl ?? '' },
    stop: async () => {
      await Promise.all([site.stop(), api.stop(), spec?.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What `npm run serve` runs: the compiled server, no tsx (docs/decisions/078). */
export const serveSite = (port: number, root: string) =>
  startNode(['build/node/serve.js'], { PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: root }, /Site on/);

/**
 * The same production build against a fake server that speaks the spec's plainest dialect
 * (WIRE=spec: only the fields the spec names, ids and counts as strings...), as the company's API
 * may: the build's bytes with the other API's address, served by `npm run serve` on its own port.
 */
async function startSpecWireStack(builtApiUrl: string, dir: string) {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const api = await startFakeServer({
    PORT: String(apiPort),
    DB_FILE: join(dir, 'spec', 'db.json'),
    UPLOAD_DIR: join(dir, 'spec', 'uploads'),
    SCENARIO: 'demo',
    RATE_LIMIT: 'off',
    WIRE: 'spec',
    CORS_ORIGINS: siteUrl,
    WEB_ORIGIN: siteUrl,
  });
  const root = join(dir, 'spec-site');
  await copySite(PROD_DIST, root, { rewrite: (text) => text.split(builtApiUrl).join(apiUrl) });
  const site = await serveSite(sitePort, root);
  return { apiUrl, siteUrl, stop: () => Promise.all([site.stop(), api.stop()]) };
}
