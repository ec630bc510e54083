import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from '../theme';
import { mantineTheme } from './mantine-theme';

/*
 * What `import … from '@mantine/core'` means in the browser's build (site-build/mantine-theme.ts
 * resolves it here): Mantine's components, and, the first time any of them loads, the theme they
 * read filled in (web/src/app/mantine-theme.ts).
 */
if (!('colors' in mantineTheme)) Object.assign(mantineTheme, mergeMantineTheme(DEFAULT_THEME, theme));

export * from '@mantine/core';
