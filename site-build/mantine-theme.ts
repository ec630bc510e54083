import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const WRAPPER = fromRoot('web/src/app/mantine-core.ts');
const THEME = fromRoot('web/src/app/mantine-theme.ts');
const THEME_PROVIDER =
  '/node_modules/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs';
const CONTEXT = 'const MantineThemeContext = createContext(null);';
/** The modules that need Mantine's own package: the wrapper itself, and the provider that must not load the theme. */
const REAL = new Set([WRAPPER, fromRoot('web/src/app/mantine-root.tsx')]);
const ROOT = 'virtual:mantine-root';
const BROWSER_ROOT = fromRoot('web/src/app/mantine-root.tsx');
const FULL_ROOT = fromRoot('web/src/app/mantine-root-full.tsx');

/**
 * Mantine's theme with the first Mantine component, not with every page (docs/decisions/153):
 * - `@mantine/core`, imported by the app or by Mantine's other packages (modals, notifications), is
 *   web/src/app/mantine-core.ts, Mantine's components that fill in the theme the first time they
 *   load; Mantine's core package's own files, the wrapper and the app's root get the package itself;
 * - Mantine's theme context is the app's (web/src/app/mantine-theme.ts), which its root provides
 *   without loading Mantine's theme module and default theme. A Mantine release that words that
 *   line otherwise fails the build here.
 */
export function mantineTheme(): Plugin {
  let serving = false;
  return {
    name: 'mantine-theme',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source, importer, options) {
      // The browser's build gets the root that loads no theme; the build's render, the dev server and the unit tests Mantine's own provider.
      if (source === ROOT) return options.ssr || serving ? FULL_ROOT : BROWSER_ROOT;
      if (source !== '@mantine/core' || !importer) return null;
      const from = importer.split('?')[0]!;
      if (REAL.has(from) || from.includes('/node_modules/@mantine/core/')) return null;
      return WRAPPER;
    },
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith(THEME_PROVIDER)) return null;
      if (!code.includes(CONTEXT)) throw new Error(`${THEME_PROVIDER} no longer has "${CONTEXT}"`);
      return {
        code: code.replace(
          CONTEXT,
          `import { mantineThemeContext as MantineThemeContext } from ${JSON.stringify(THEME)};`,
        ),
        map: null,
      };
    },
  };
}

/** `virtual:mantine-root` alone, always Mantine's own provider: for the unit tests (vitest.config.ts). */
export function mantineRoot(): Plugin {
  return { name: 'mantine-root', resolveId: (source) => (source === ROOT ? FULL_ROOT : null) };
}
