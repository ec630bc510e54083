import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { cssVariablesResolver, theme } from '../../theme';

/**
 * Every way the site uses a light component, rendered by Mantine's own component and by the light
 * one: the same elements, attributes, classes and inline styles (the order of attributes, classes
 * and declarations aside, which neither the browser nor hydration reads), so the pages look and
 * hydrate as they did with Mantine (docs/decisions/153).
 */
function html(node: ReactNode) {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
        withGlobalClasses={false}
        deduplicateInlineStyles
      >
        {node}
      </MantineProvider>
    </Router>,
  );
}

/** The markup as a comparable tree: sorted attributes, classes and declarations; React's ids as one name. */
function canonical(markup: string): string {
  const root = document.createElement('div');
  root.innerHTML = markup.replace(/mantine-_R_[a-zA-Z0-9_]+_/g, 'mantine-ID');
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    const element = node as Element;
    const attributes = [...element.attributes]
      .map(({ name, value }) =>
        name === 'class'
          ? `class=${value.split(/\s+/).filter(Boolean).sort().join(' ')}`
          : name === 'style'
            ? `style=${value
                .split(';')
                .map((d) => d.trim().replace(/\s*:\s*/, ':'))
                .filter(Boolean)
                .sort()
                .join(';')}`
            : `${name}=${value}`,
      )
      .sort();
    return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>[${[...element.childNodes].map(walk).join(',')}]`;
  };
  return [...root.childNodes].map(walk).join('\n');
}

export const same = (mantine: ReactNode, light: ReactNode) =>
  expect(canonical(html(light))).toBe(canonical(html(mantine)));
