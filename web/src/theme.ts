import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

/** Deep clinical teal: the brand colour. */
const atlas: MantineColorsTuple = [
  '#e6f6f7',
  '#c9e9ec',
  '#9fd6db',
  '#6fc0c8',
  '#43a9b3',
  '#1f8f9b',
  '#0b7a86',
  '#0b6e7a',
  '#0b5b66',
  '#0b4f5c',
];
/** Warm accent for calls to action and highlights; shade 7 (filled buttons) keeps white text at 4.5:1 or more. */
const ember: MantineColorsTuple = [
  '#fff1e8',
  '#ffe0cc',
  '#fcc29d',
  '#f9a36b',
  '#f08a4b',
  '#e0692a',
  '#c5581f',
  '#a94a1a',
  '#8c3c14',
  '#6f2f10',
];

/** Mantine's red, one step darker, so a filled red button keeps white text at 4.5:1 or more. */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#fa5252',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#8f1d1d',
];

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

// A plain object (what Mantine's createTheme returns): the browser loads no Mantine code for it.
export const theme: MantineThemeOverride = {
  primaryColor: 'atlas',
  primaryShade: { light: 7, dark: 5 },
  colors: { atlas, ember, red },
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.35rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  radius: { md: '10px', lg: '16px', xl: '24px' },
  black: '#17262b',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Container: { defaultProps: { size: 'lg' } },
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    // A dialog's title bar is not the page's banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
};

/** Mantine's "dimmed" grey is 3.3:1 on white; ours is a muted ink at 6:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#55656b' },
  dark: {},
});
