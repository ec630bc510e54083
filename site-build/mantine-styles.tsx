import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../web/src/theme.js';

/**
 * Mantine's <style> elements (its CSS variables and global classes) for the site's theme, as the
 * prerender finds them in every page it renders: for a page built without the prerender (the
 * static demo's shell), whose browser app does not write them (docs/decisions/153).
 */
export function mantineStyles(): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
}
