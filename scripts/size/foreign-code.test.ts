import { describe, expect, it } from 'vitest';
import { type ChunkManifest, foreignCode } from './foreign-code.js';

/** A build's manifest as Vite writes it: sources of entries and lazily loaded parts, and their files. */
const manifest: ChunkManifest = {
  'index.html': { file: 'assets/index-a1.js', src: 'index.html' },
  _shell: { file: 'assets/shell-a1.js' },
  'src/features/auth/login-page.tsx': { file: 'assets/login-page-a1.js', src: 'src/features/auth/login-page.tsx' },
  // Two pages whose code the bundler put in one file: each is the other's stranger.
  'src/features/auth/register-page.tsx': { file: 'assets/auth-a1.js', src: 'src/features/auth/register-page.tsx' },
  'src/features/auth/forget-page.tsx': { file: 'assets/auth-a1.js', src: 'src/features/auth/forget-page.tsx' },
  'src/features/help/help-pages.tsx': { file: 'assets/help-pages-a1.js', src: 'src/features/help/help-pages.tsx' },
  'src/features/auth/activation-dialog.tsx': {
    file: 'assets/activation-dialog-a1.js',
    src: 'src/features/auth/activation-dialog.tsx',
  },
  '../node_modules/cropperjs/dist/cropper.js': {
    file: 'assets/cropper-a1.js',
    src: '../node_modules/cropperjs/dist/cropper.js',
  },
};

describe('what a first load must not fetch', () => {
  it("another page's chunk, the parts that load on use, and nothing of its own or the shell", () => {
    const foreign = foreignCode(manifest, '/login');
    expect(foreign.get('/assets/auth-a1.js')).toMatch(/register-page|forget-page/);
    expect(foreign.get('/assets/activation-dialog-a1.js')).toBe('src/features/auth/activation-dialog.tsx');
    expect(foreign.get('/assets/cropper-a1.js')).toBe('../node_modules/cropperjs/dist/cropper.js');
    for (const own of ['/assets/login-page-a1.js', '/assets/shell-a1.js', '/assets/index-a1.js'])
      expect(foreign.has(own), own).toBe(false);
  });

  it('a page whose file holds another page too fetches it as its own, but its chunk is foreign to the others', () => {
    expect(foreignCode(manifest, '/register').has('/assets/auth-a1.js')).toBe(true);
    expect(foreignCode(manifest, '/terms-of-use').has('/assets/help-pages-a1.js')).toBe(false);
    expect(foreignCode(manifest, '/privacy-policy?lang=cn').has('/assets/help-pages-a1.js')).toBe(false);
    expect(foreignCode(manifest, '/privacy-policy').has('/assets/login-page-a1.js')).toBe(true);
  });

  it('a path no route matches is an error in the list of visits, not a page with no rules', () => {
    expect(() => foreignCode(manifest, '/no/such/route')).toThrow(/No route/);
  });
});
