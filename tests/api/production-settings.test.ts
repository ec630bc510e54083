import { describe, expect, it } from 'vitest';
import { fileOrigins, missingProductionSettings, productionPolicy } from '../../site-server/settings.js';

const base = {
  VITE_API_BASE_URL: 'https://api.example.com',
  VITE_FASTSPRING_STOREFRONT: 'motionatlas.onfastspring.com/popup-motionatlas',
  VITE_ANATOMY_PATH: 'https://anatomy.example.com/viewer/',
};
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('FILE_ORIGINS: pictures and media from a file host other than the API', () => {
  it('adds the hosts to img-src and media-src, and to nothing else', () => {
    const policy = productionPolicy({ ...base, FILE_ORIGINS: 'https://cdn.example.com, https://files.example.net/' });
    for (const name of ['img-src', 'media-src']) {
      expect(directive(policy, name)).toContain('https://api.example.com');
      expect(directive(policy, name)).toContain('https://cdn.example.com');
      expect(directive(policy, name)).toContain('https://files.example.net');
    }
    for (const name of ['script-src', 'connect-src', 'frame-src', 'default-src'])
      expect(directive(policy, name)).not.toMatch(/cdn\.example\.com|files\.example\.net/);
  });

  it('without it, pictures come from the API and the storefront only', () => {
    expect(directive(productionPolicy(base), 'img-src')).toBe(
      "img-src 'self' https://api.example.com https://motionatlas.onfastspring.com data: blob:",
    );
    expect(directive(productionPolicy(base), 'media-src')).toBe("media-src 'self' https://api.example.com");
  });

  it('refuses anything but origins, naming the setting (a path, a wildcard, a script scheme, a quote)', () => {
    for (const bad of [
      'https://cdn.example.com/files',
      '*',
      'javascript:alert(1)',
      "https://a.com' 'unsafe-inline",
      'cdn.example.com',
    ])
      expect(() => fileOrigins({ FILE_ORIGINS: bad }), bad).toThrow(/FILE_ORIGINS must list origins/);
    expect(fileOrigins({ FILE_ORIGINS: ' ' })).toEqual([]);
  });
});

describe('a production build names who operates the site (docs/decisions/135, 190)', () => {
  const complete = {
    ...base,
    SITE_URL: 'https://www.example.com',
    VITE_OPERATOR_NAME: 'MotionAtlas Ltd',
    VITE_OPERATOR_ADDRESS: '1 Example Street, London',
    VITE_GOVERNING_LAW: 'England and Wales',
    VITE_DATA_LOCATION: 'Frankfurt, Germany',
    VITE_CN_REPRESENTATIVE: '上海某某咨询有限公司',
    VITE_CN_REPRESENTATIVE_CONTACT: '上海市某某路 1 号',
    VITE_RETENTION_LOG_DAYS: '30',
    VITE_RETENTION_CONSENT_YEARS: '3',
    VITE_RETENTION_ORDER_YEARS: '6',
  };

  it('stops without the operator, its address, the law, where the data is, the representative and the retention periods', () => {
    expect(missingProductionSettings({ ...base, SITE_URL: 'https://www.example.com' })).toEqual([
      'VITE_OPERATOR_NAME',
      'VITE_OPERATOR_ADDRESS',
      'VITE_GOVERNING_LAW',
      'VITE_DATA_LOCATION',
      'VITE_CN_REPRESENTATIVE',
      'VITE_RETENTION_LOG_DAYS',
      'VITE_RETENTION_CONSENT_YEARS',
      'VITE_RETENTION_ORDER_YEARS',
    ]);
    expect(missingProductionSettings(complete)).toEqual([]);
    expect(missingProductionSettings({ ...complete, VITE_DATA_LOCATION: ' ' })).toEqual(['VITE_DATA_LOCATION']);
  });

  it('a representative needs its contact; `not-applicable` needs none', () => {
    expect(missingProductionSettings({ ...complete, VITE_CN_REPRESENTATIVE_CONTACT: '' })).toEqual([
      'VITE_CN_REPRESENTATIVE_CONTACT',
    ]);
    expect(
      missingProductionSettings({
        ...complete,
        VITE_CN_REPRESENTATIVE: 'not-applicable',
        VITE_CN_REPRESENTATIVE_CONTACT: '',
      }),
    ).toEqual([]);
  });

  it('PayPal offered needs the PayPal company; a period is a whole number', () => {
    expect(missingProductionSettings({ ...complete, VITE_PAYPAL_CLIENT_ID: 'client' })).toEqual([
      'VITE_PAYPAL_COMPANY',
    ]);
    expect(
      missingProductionSettings({ ...complete, VITE_PAYPAL_CLIENT_ID: 'client', VITE_PAYPAL_COMPANY: 'PayPal, Inc.' }),
    ).toEqual([]);
    for (const bad of ['thirty', '0', '-3', '1.5', '30 days'])
      expect(missingProductionSettings({ ...complete, VITE_RETENTION_LOG_DAYS: bad }), bad).toEqual([
        'VITE_RETENTION_LOG_DAYS (a whole number)',
      ]);
  });
});
