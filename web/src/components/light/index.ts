/*
 * Light twins of the Mantine components the public pages' first load shows (docs/decisions/153):
 * the same markup in Mantine's classes and variables, which Mantine's stylesheet (on every page)
 * styles, without Mantine's runtime (its Box, style props, theme and styles API). light.test.tsx
 * renders every use beside Mantine's own component and holds the two to the same markup, so a
 * Mantine upgrade that changes its markup fails there, not on a page.
 */
export { Anchor, Text, Title } from './text';
export { Card, CardSection, Center, Container, Group, Loader, Stack } from './layout';
export { Button, UnstyledButton } from './button';
export { Checkbox, TextInput } from './fields';

/** Mantine's Burger's classes, for the header's own burger button (a Burger draws in a div, which a button may not hold). */
export const burgerClasses = { root: 'm_fea6bf1a', burger: 'm_d4fb9cad' } as const;
