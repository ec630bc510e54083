import type { ComponentProps } from 'react';
import * as M from '@mantine/core';
import { describe, it } from 'vitest';
import { Link } from 'wouter';
import * as L from './all.test-utils';
import { same } from './parity.test-utils';

const link = { component: Link, href: '/download' } as const;

describe('light components render Mantine’s markup on the public pages', () => {
  it('buttons in every variant, size and state the pages use', () => {
    const buttons: Array<ComponentProps<typeof L.Button>> = [
      { type: 'submit', size: 'md', loading: false, fullWidth: true, mt: 'xs' },
      { type: 'submit', size: 'md', loading: true, fullWidth: true, mt: 'xs' },
      { ...link, size: 'md', mt: 'sm' },
      { ...link, size: 'md', mt: 'xs' },
      { ...link, size: 'md' },
      { ...link, size: 'md', variant: 'default' },
      { ...link, size: 'lg', color: 'ember' },
      { ...link, variant: 'white', color: 'atlas' },
      { ...link, color: 'ember' },
      { ...link, variant: 'default' },
      { ...link, variant: 'filled', size: 'sm', 'aria-current': 'page' },
      { ...link, variant: 'default', size: 'sm' },
      { ...link, variant: 'light' },
      { component: 'a', href: '#programs', size: 'lg', color: 'ember' },
      {
        component: 'a',
        href: 'https://x.test',
        target: '_blank',
        rel: 'noopener',
        size: 'md',
        mt: 'lg',
        fullWidth: true,
        color: 'atlas',
      },
      {
        component: 'a',
        href: 'https://x.test',
        target: '_blank',
        rel: 'noopener',
        size: 'md',
        mt: 'lg',
        fullWidth: true,
        color: 'dark',
      },
      { type: 'submit', size: 'md', color: 'ember', loading: false, className: 's' },
      { 'aria-disabled': 'true', 'data-disabled': true, 'aria-label': 'Start', onClick: () => undefined },
      { fullWidth: true, size: 'md', color: 'ember', variant: 'filled', loading: false, disabled: false },
      { fullWidth: true, size: 'md', color: 'atlas', variant: 'outline', loading: false, disabled: true },
      { fullWidth: true, size: 'md', color: 'ember', variant: 'filled', loading: true, disabled: false },
      { fullWidth: true, size: 'sm', mt: 8, variant: 'default', className: 'p', loading: false, disabled: true },
      { variant: 'light', onClick: () => undefined },
      { variant: 'white', color: 'atlas', size: 'sm', leftSection: <i />, onClick: () => undefined },
    ];
    for (const props of buttons)
      same(<M.Button {...(props as ComponentProps<typeof M.Button>)}>Go</M.Button>, <L.Button {...props}>Go</L.Button>);
    for (const variant of ['light', 'filled'] as const)
      same(
        <M.Badge color="ember" variant={variant === 'light' ? 'filled' : variant} size="md" className="b">
          Best
        </M.Badge>,
        <L.Badge color="ember" variant="filled" size="md" className="b">
          Best
        </L.Badge>,
      );
    same(
      <M.ActionIcon variant="subtle" color="dark" radius="xl" size="lg" aria-label="Next" data-rotation-control>
        i
      </M.ActionIcon>,
      <L.ActionIcon variant="subtle" color="dark" radius="xl" size="lg" aria-label="Next" data-rotation-control>
        i
      </L.ActionIcon>,
    );
  });

  it('headings, text, paper, dividers and what screen readers alone read', () => {
    same(
      <M.Title order={2} fz="h3" id="c">
        x
      </M.Title>,
      <L.Title order={2} fz="h3" id="c">
        x
      </L.Title>,
    );
    same(<M.Title order={2}>x</M.Title>, <L.Title order={2}>x</L.Title>);
    same(
      <M.Title order={2} fz="h4" id="n">
        x
      </M.Title>,
      <L.Title order={2} fz="h4" id="n">
        x
      </L.Title>,
    );
    same(
      <M.Title order={2} className="t" id="a">
        x
      </M.Title>,
      <L.Title order={2} className="t" id="a">
        x
      </L.Title>,
    );
    same(
      <M.Text c="var(--ma-muted)" mt={6} mb="lg">
        x
      </M.Text>,
      <L.Text c="var(--ma-muted)" mt={6} mb="lg">
        x
      </L.Text>,
    );
    same(
      <M.Text c="var(--ma-muted)" mt={8} lh={1.65}>
        x
      </M.Text>,
      <L.Text c="var(--ma-muted)" mt={8} lh={1.65}>
        x
      </L.Text>,
    );
    same(
      <M.Text c="var(--ma-muted)" mt={6} lh={1.7}>
        x
      </M.Text>,
      <L.Text c="var(--ma-muted)" mt={6} lh={1.7}>
        x
      </L.Text>,
    );
    same(
      <M.Text size="sm" c="var(--ma-muted)" mt="md">
        x
      </M.Text>,
      <L.Text size="sm" c="var(--ma-muted)" mt="md">
        x
      </L.Text>,
    );
    same(<M.Text c="var(--ma-muted)">x</M.Text>, <L.Text c="var(--ma-muted)">x</L.Text>);
    same(<M.Text component="span">x</M.Text>, <L.Text component="span">x</L.Text>);
    same(
      <M.Text component="span" c="dimmed" fw={500}>
        x
      </M.Text>,
      <L.Text component="span" c="dimmed" fw={500}>
        x
      </L.Text>,
    );
    same(
      <M.Text size="xs" c="dimmed" mt={4}>
        x
      </M.Text>,
      <L.Text size="xs" c="dimmed" mt={4}>
        x
      </L.Text>,
    );
    same(
      <M.Text size="xs" c="dimmed" ta="center" mt={8}>
        x
      </M.Text>,
      <L.Text size="xs" c="dimmed" ta="center" mt={8}>
        x
      </L.Text>,
    );
    same(
      <M.Text fw={600} size="sm" mb="sm">
        x
      </M.Text>,
      <L.Text fw={600} size="sm" mb="sm">
        x
      </L.Text>,
    );
    same(
      <M.Text size="sm" c="dimmed">
        x
      </M.Text>,
      <L.Text size="sm" c="dimmed">
        x
      </L.Text>,
    );
    same(
      <M.Text size="sm" c="dimmed" mt={4}>
        x
      </M.Text>,
      <L.Text size="sm" c="dimmed" mt={4}>
        x
      </L.Text>,
    );
    same(<M.Text mt={4}>x</M.Text>, <L.Text mt={4}>x</L.Text>);
    same(
      <M.Text mt={6} className="t">
        x
      </M.Text>,
      <L.Text mt={6} className="t">
        x
      </L.Text>,
    );
    same(
      <M.Text id="n" size="sm" className="a">
        x
      </M.Text>,
      <L.Text id="n" size="sm" className="a">
        x
      </L.Text>,
    );
    same(
      <M.Text className="l" role="alert">
        x
      </M.Text>,
      <L.Text className="l" role="alert">
        x
      </L.Text>,
    );
    same(
      <M.Text size="sm" c="var(--ma-muted)" mb="md">
        x
      </M.Text>,
      <L.Text size="sm" c="var(--ma-muted)" mb="md">
        x
      </L.Text>,
    );
    same(
      <M.Text c="dimmed" ta="center" maw={480}>
        x
      </M.Text>,
      <L.Text c="dimmed" ta="center" maw={480}>
        x
      </L.Text>,
    );
    same(
      <M.Paper className="f" radius="lg" withBorder>
        x
      </M.Paper>,
      <L.Paper className="f" radius="lg" withBorder>
        x
      </L.Paper>,
    );
    same(
      <M.Paper withBorder radius="xl" className="c" data-tone="ok">
        x
      </M.Paper>,
      <L.Paper withBorder radius="xl" className="c" data-tone="ok">
        x
      </L.Paper>,
    );
    same(
      <M.Paper className="p" radius="lg" p="lg">
        x
      </M.Paper>,
      <L.Paper className="p" radius="lg" p="lg">
        x
      </L.Paper>,
    );
    same(
      <M.Paper component="section" aria-labelledby="t" className="i" radius="lg">
        x
      </M.Paper>,
      <L.Paper component="section" aria-labelledby="t" className="i" radius="lg">
        x
      </L.Paper>,
    );
    same(
      <M.Paper component="section" aria-labelledby="t" className="i" data-state="on" radius="lg" p="lg">
        x
      </M.Paper>,
      <L.Paper component="section" aria-labelledby="t" className="i" data-state="on" radius="lg" p="lg">
        x
      </L.Paper>,
    );
    same(<M.Divider mb="lg" />, <L.Divider mb="lg" />);
    same(
      <M.VisuallyHidden aria-live="polite" aria-atomic="true">
        x
      </M.VisuallyHidden>,
      <L.VisuallyHidden aria-live="polite" aria-atomic="true">
        x
      </L.VisuallyHidden>,
    );
    same(
      <M.Group gap="md" className="m">
        x
      </M.Group>,
      <L.Group gap="md" className="m">
        x
      </L.Group>,
    );
    same(<M.Group gap="sm">x</M.Group>, <L.Group gap="sm">x</L.Group>);
    same(
      <M.Group justify="center" gap="lg">
        x
      </M.Group>,
      <L.Group justify="center" gap="lg">
        x
      </L.Group>,
    );
    same(
      <M.Group wrap="nowrap" align="flex-start" gap="md">
        x
      </M.Group>,
      <L.Group wrap="nowrap" align="flex-start" gap="md">
        x
      </L.Group>,
    );
    same(
      <M.Group gap="sm" className="a">
        x
      </M.Group>,
      <L.Group gap="sm" className="a">
        x
      </L.Group>,
    );
    same(<M.Stack gap={40}>x</M.Stack>, <L.Stack gap={40}>x</L.Stack>);
    same(
      <M.Stack align="center" gap="md" py="xl">
        x
      </M.Stack>,
      <L.Stack align="center" gap="md" py="xl">
        x
      </L.Stack>,
    );
    same(
      <M.Stack align="center" ta="center" gap="md">
        x
      </M.Stack>,
      <L.Stack align="center" ta="center" gap="md">
        x
      </L.Stack>,
    );
    same(
      <M.Stack align="center" gap="sm" role="alert">
        x
      </M.Stack>,
      <L.Stack align="center" gap="sm" role="alert">
        x
      </L.Stack>,
    );
    same(
      <M.Center mih={420} px="md">
        x
      </M.Center>,
      <L.Center mih={420} px="md">
        x
      </L.Center>,
    );
    same(
      <M.Center mih={640} role="status" aria-label="Loading">
        <M.Loader />
      </M.Center>,
      <L.Center mih={640} role="status" aria-label="Loading">
        <L.Loader />
      </L.Center>,
    );
    same(
      <M.Title order={3} mt="lg" className="t" id="s">
        x
      </M.Title>,
      <L.Title order={3} mt="lg" className="t" id="s">
        x
      </L.Title>,
    );
    same(
      <M.Title order={3} mt="sm" id="l">
        x
      </M.Title>,
      <L.Title order={3} mt="sm" id="l">
        x
      </L.Title>,
    );
    same(
      <M.Title order={3} className="t">
        x
      </M.Title>,
      <L.Title order={3} className="t">
        x
      </L.Title>,
    );
  });
});
