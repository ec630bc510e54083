/*
 * The colours Mantine's default variant resolver gives a button-like component (Button, ActionIcon,
 * ThemeIcon, Badge) for a variant and a theme colour: CSS variables of the theme, as Mantine writes
 * them into the element's style (light.test.tsx holds every use to Mantine's).
 */
export type Variant = 'filled' | 'light' | 'outline' | 'default' | 'white' | 'subtle';
export type ThemeColor = 'atlas' | 'ember' | 'dark' | 'gray';

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

export function variantColors(variant: Variant, color: ThemeColor) {
  const c = `--mantine-color-${color}`;
  switch (variant) {
    case 'filled':
      return {
        bg: `var(${c}-filled)`,
        hover: `var(${c}-filled-hover)`,
        color: 'var(--mantine-color-white)',
        bd: `${BORDER} transparent`,
      };
    case 'light':
      return {
        bg: `var(${c}-light)`,
        hover: `var(${c}-light-hover)`,
        color: `var(${c}-light-color)`,
        bd: `${BORDER} transparent`,
      };
    case 'subtle':
      return {
        bg: 'transparent',
        hover: `var(${c}-light-hover)`,
        color: `var(${c}-light-color)`,
        bd: `${BORDER} transparent`,
      };
    case 'outline':
      return {
        bg: 'transparent',
        hover: `var(${c}-outline-hover)`,
        color: `var(${c}-outline)`,
        bd: `${BORDER} var(${c}-outline)`,
      };
    case 'white':
      return {
        bg: 'var(--mantine-color-white)',
        hover: 'rgba(252, 252, 252, 1)',
        color: `var(${c}-filled)`,
        bd: `${BORDER} transparent`,
      };
    case 'default':
      return {
        bg: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        bd: `${BORDER} var(--mantine-color-default-border)`,
      };
  }
}
