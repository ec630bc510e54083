import { describe, expect, it } from 'vitest';
import { outsideOrigins } from './origins';

const SITE = 'http://127.0.0.1:4173';
const API = 'http://127.0.0.1:3999';

describe('the origins a page of the production build may ask', () => {
  it('the site, the API and the file host pass on every page', () => {
    const asked = [SITE, API, 'https://files.motionatlas.test'];
    expect(outsideOrigins('`/` cn', '/', asked, `${SITE}/`, API)).toEqual([]);
  });

  it('the checkout only on the pricing pages', () => {
    const asked = ['https://sbl.onfastspring.com', 'https://www.paypal.com'];
    expect(outsideOrigins('`/pricing` cn', '/pricing', asked, SITE, API)).toEqual([]);
    expect(outsideOrigins('`/about` cn', '/about', asked, SITE, API)).toEqual([
      '`/about` cn requested https://sbl.onfastspring.com',
      '`/about` cn requested https://www.paypal.com',
    ]);
  });

  it('a host mainland China blocks fails, named with the page and language', () => {
    const asked = [SITE, 'https://fonts.googleapis.com', 'https://www.youtube.com'];
    expect(outsideOrigins('`/download` cn', '/download', asked, SITE, API)).toEqual([
      '`/download` cn requested https://fonts.googleapis.com',
      '`/download` cn requested https://www.youtube.com',
    ]);
  });
});
