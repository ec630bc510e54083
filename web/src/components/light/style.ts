import type { CSSProperties } from 'react';

/*
 * Mantine's style props, as its Box writes them into `style`, for the values this site gives them
 * (docs/decisions/153): theme sizes become Mantine's CSS variables, numbers become rem scaled by
 * --mantine-scale, anything else is passed on. The parity tests (light.test.tsx) hold every use to
 * Mantine's own markup.
 */
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type Spacing = Size | number | `${number}${'vh' | '%'}` | 'auto';
/** A text colour: a theme colour's shade ('atlas.1'), white, black, dimmed, or a CSS variable. */
export type TextColor = 'white' | 'black' | 'dimmed' | `${string}.${number}` | `var(--${string})`;

export type StyleProps = {
  mt?: Spacing;
  mb?: Spacing;
  p?: Spacing;
  px?: Spacing;
  py?: Spacing;
  c?: TextColor;
  fz?: Size | Heading | number;
  fw?: number;
  ta?: CSSProperties['textAlign'];
  lh?: number | Size;
  tt?: CSSProperties['textTransform'];
  maw?: Spacing;
  mih?: Spacing;
  display?: CSSProperties['display'];
};

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Mantine's rem(): px as rem, scaled. */
export const rem = (px: number) => (px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`);

/** A theme spacing as its variable, a number as rem (Mantine's getSpacing). */
export const spacing = (value: Spacing) =>
  typeof value === 'number' ? rem(value) : SIZES.includes(value) ? `var(--mantine-spacing-${value})` : value;
const size = (value: Spacing) => (typeof value === 'number' ? rem(value) : value);
function color(value: TextColor) {
  if (value === 'white' || value === 'black' || value === 'dimmed') return `var(--mantine-color-${value})`;
  const shade = /^([a-z]+)\.(\d)$/.exec(value);
  return shade ? `var(--mantine-color-${shade[1]}-${shade[2]})` : value;
}
const fontSize = (value: NonNullable<StyleProps['fz']>) =>
  typeof value === 'number'
    ? rem(value)
    : HEADINGS.includes(value)
      ? `var(--mantine-${value}-font-size)`
      : `var(--mantine-font-size-${value})`;
const lineHeight = (value: NonNullable<StyleProps['lh']>) =>
  typeof value === 'number' ? value : `var(--mantine-line-height-${value})`;

/** In Mantine's order (its STYLE_PROPS_DATA): the order React writes them in. */
const RESOLVERS: { [K in keyof StyleProps]-?: [keyof CSSProperties, (value: NonNullable<StyleProps[K]>) => unknown] } =
  {
    mt: ['marginTop', spacing],
    mb: ['marginBottom', spacing],
    p: ['padding', spacing],
    px: ['paddingInline', spacing],
    py: ['paddingBlock', spacing],
    c: ['color', color],
    fz: ['fontSize', fontSize],
    fw: ['fontWeight', (value) => value],
    ta: ['textAlign', (value) => value],
    lh: ['lineHeight', lineHeight],
    tt: ['textTransform', (value) => value],
    maw: ['maxWidth', size],
    mih: ['minHeight', size],
    display: ['display', (value) => value],
  };

/**
 * Splits a component's props into Mantine's `style` (its own variables first, then the style
 * props, then the caller's style) and the rest.
 */
export function splitStyle<P extends StyleProps & { style?: CSSProperties }>(
  props: P,
  vars: Record<string, string | undefined> = {},
): { style: CSSProperties | undefined; rest: Omit<P, keyof StyleProps | 'style'> } {
  const style: Record<string, unknown> = Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined));
  const rest: Record<string, unknown> = { ...props };
  for (const key of Object.keys(RESOLVERS) as Array<keyof StyleProps>) {
    const value = props[key];
    delete rest[key];
    if (value === undefined) continue;
    const [property, resolve] = RESOLVERS[key] as [string, (v: unknown) => unknown];
    style[property] = resolve(value);
  }
  delete rest.style;
  Object.assign(style, props.style);
  return {
    style: Object.keys(style).length > 0 ? style : undefined,
    rest: rest as Omit<P, keyof StyleProps | 'style'>,
  };
}

/** Class names as Mantine joins them: the given ones in place, empty ones left out. */
export const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
