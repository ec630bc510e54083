import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyDialog } from './lazy-dialog';

type Props = { opened: boolean; label: string };

describe('a dialog loaded when it first opens', () => {
  it('renders nothing and loads nothing until opened, then mounts closed and opens', async () => {
    const seen: boolean[] = [];
    let loads = 0;
    function Dialog({ opened, label }: Props) {
      seen.push(opened);
      return opened ? <div role="dialog" aria-label={label} /> : null;
    }
    const Lazy = lazyDialog<Props>(
      async () => {
        loads++;
        return Dialog;
      },
      (props) => props.opened,
      (props) => ({ ...props, opened: false }),
    );
    const { rerender, container } = render(<Lazy opened={false} label="Tip" />);
    expect(container.innerHTML).toBe('');
    expect(loads).toBe(0);
    rerender(<Lazy opened label="Tip" />);
    expect(await screen.findByRole('dialog', { name: 'Tip' })).toBeTruthy();
    // Closed first (a Modal remembers what had the focus when it opens), then open.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    await act(async () => rerender(<Lazy opened={false} label="Tip" />));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loads).toBe(1);
  });
});
