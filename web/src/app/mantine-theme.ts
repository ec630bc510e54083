import { createContext } from 'react';
import type { MantineTheme } from '@mantine/core';

/**
 * The theme Mantine's components read, one object for the app's life. It is empty until the first
 * Mantine component's code loads: that code comes through web/src/app/mantine-core.ts, which fills
 * it (Mantine's defaults merged with web/src/theme.ts) before any such component renders. A page
 * that shows no Mantine component never loads the theme's code (docs/decisions/153).
 */
export const mantineTheme = {} as MantineTheme;

/**
 * Mantine's theme context itself: the build makes Mantine's MantineThemeProvider module use this
 * one (site-build/mantine-theme.ts), so the app's root can provide the theme without loading that
 * module and Mantine's default theme with it.
 */
export const mantineThemeContext = createContext<MantineTheme | null>(null);
