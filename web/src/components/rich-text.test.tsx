import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('a translated sentence with marked words', () => {
  it('draws each marked word with its element and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <RichText
          text="By signing up you agree to our <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>."
          components={{ terms: <a href="/terms-of-use" />, privacy: <a href="/privacy-policy" /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>By signing up you agree to our <a href="/terms-of-use">Terms of Use</a> and <a href="/privacy-policy">Privacy Policy</a>.</p>',
    );
  });

  it('leaves a tag it has no element for, and any other markup, as text', () => {
    const { container } = render(
      <RichText
        text="<b>x</b> until <date>2026-01-02</date> <img src=x onerror=alert(1)>"
        components={{ date: <strong /> }}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('2026-01-02');
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.textContent).toBe('<b>x</b> until 2026-01-02 <img src=x onerror=alert(1)>');
  });
});
