import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from '@mantine/core';

/**
 * Mantine's ThemeIcon, as valid HTML: a span (these icons sit in phrasing content such as a list
 * item's icon, where a div may not go), with its colour and radius handed over as the CSS
 * variables Mantine makes of them, since Mantine 9.7 also writes `color` and `radius` on the
 * element as attributes HTML does not have. It looks the same (its class is inline-flex).
 */
export function ThemeIcon({ color, radius, ...props }: ThemeIconProps) {
  return (
    <MantineThemeIcon
      {...props}
      component="span"
      vars={(theme, own, ctx) => MantineThemeIcon.varsResolver(theme, { ...own, color, radius }, ctx)}
    />
  );
}
