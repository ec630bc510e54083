import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InertUntilHydrated } from './inert-until-hydrated';

const form = (
  <InertUntilHydrated>
    <form aria-label="Sign in">
      <label>
        E-mail <input name="email" />
      </label>
    </form>
  </InertUntilHydrated>
);

describe('a form inert until hydrated', () => {
  it('is in the prerendered HTML, whole and inert: the page paints it at its own height', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<div inert="" aria-busy="true"><form aria-label="Sign in">/);
    expect(html).toContain('name="email"');
  });

  it('takes input once the app has mounted', () => {
    render(form);
    const wrapper = screen.getByRole('form', { name: 'Sign in' }).parentElement!;
    expect(wrapper.hasAttribute('inert')).toBe(false);
    expect(wrapper.hasAttribute('aria-busy')).toBe(false);
  });
});
