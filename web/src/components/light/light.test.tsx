import type { ComponentProps } from 'react';
import * as M from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import * as L from './all.test-utils';
import { same } from './parity.test-utils';

const link = { component: Link, href: '/pricing' } as const;

describe('light components render Mantine’s markup', () => {
  it('Text', () => {
    same(
      <M.Text fw={800} fz="xl" c="white">
        x
      </M.Text>,
      <L.Text fw={800} fz="xl" c="white">
        x
      </L.Text>,
    );
    same(
      <M.Text c="atlas.1" fz="sm" mb="sm">
        x
      </M.Text>,
      <L.Text c="atlas.1" fz="sm" mb="sm">
        x
      </L.Text>,
    );
    same(<M.Text className="c">x</M.Text>, <L.Text className="c">x</L.Text>);
    same(
      <M.Text c="var(--ma-muted)" mt={6} lh={1.65}>
        x
      </M.Text>,
      <L.Text c="var(--ma-muted)" mt={6} lh={1.65}>
        x
      </L.Text>,
    );
    same(
      <M.Text c="var(--ma-muted)" mt="xs" lh={1.65}>
        x
      </M.Text>,
      <L.Text c="var(--ma-muted)" mt="xs" lh={1.65}>
        x
      </L.Text>,
    );
    same(
      <M.Text size="lg" className="c">
        x
      </M.Text>,
      <L.Text size="lg" className="c">
        x
      </L.Text>,
    );
    same(<M.Text c="dimmed">x</M.Text>, <L.Text c="dimmed">x</L.Text>);
    same(
      <M.Text component="time" dateTime="2026-01-02" className="c">
        x
      </M.Text>,
      <L.Text component="time" dateTime="2026-01-02" className="c">
        x
      </L.Text>,
    );
    same(
      <M.Text fw={600} size="sm" truncate maw={160}>
        x
      </M.Text>,
      <L.Text fw={600} size="sm" truncate maw={160}>
        x
      </L.Text>,
    );
  });

  it('Title', () => {
    same(
      <M.Title order={2} fz="md" c="white" mb="sm">
        x
      </M.Title>,
      <L.Title order={2} fz="md" c="white" mb="sm">
        x
      </L.Title>,
    );
    same(
      <M.Title order={2} fz="md" c="white" mb={4} id="t">
        x
      </M.Title>,
      <L.Title order={2} fz="md" c="white" mb={4} id="t">
        x
      </L.Title>,
    );
    same(
      <M.Title order={1} className="c" data-word-breaks>
        x
      </M.Title>,
      <L.Title order={1} className="c" data-word-breaks>
        x
      </L.Title>,
    );
    same(
      <M.Title order={3} fz="h4" id="a">
        x
      </M.Title>,
      <L.Title order={3} fz="h4" id="a">
        x
      </L.Title>,
    );
    same(
      <M.Title order={3} mt="lg" id="f">
        x
      </M.Title>,
      <L.Title order={3} mt="lg" id="f">
        x
      </L.Title>,
    );
    same(
      <M.Title order={1} size="h2">
        x
      </M.Title>,
      <L.Title order={1} size="h2">
        x
      </L.Title>,
    );
    same(
      <M.Title order={2} fz="h3" id="c">
        x
      </M.Title>,
      <L.Title order={2} fz="h3" id="c">
        x
      </L.Title>,
    );
  });

  it('Anchor', () => {
    same(
      <M.Anchor {...link} className="c" aria-current="page">
        x
      </M.Anchor>,
      <L.Anchor {...link} className="c" aria-current="page">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} fw={600}>
        x
      </M.Anchor>,
      <L.Anchor {...link} fw={600}>
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} className="c" underline="always">
        x
      </M.Anchor>,
      <L.Anchor {...link} className="c" underline="always">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor href="mailto:a@b.c" fw={600}>
        x
      </M.Anchor>,
      <L.Anchor href="mailto:a@b.c" fw={600}>
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor href="https://x.test" target="_blank" rel="noopener noreferrer" size="sm" fw={600} aria-label="x">
        x
      </M.Anchor>,
      <L.Anchor href="https://x.test" target="_blank" rel="noopener noreferrer" size="sm" fw={600} aria-label="x">
        x
      </L.Anchor>,
    );
  });

  it('Container, Group, Stack, Center, Loader', () => {
    same(<M.Container className="c">x</M.Container>, <L.Container className="c">x</L.Container>);
    same(<M.Container>x</M.Container>, <L.Container>x</L.Container>);
    same(
      <M.Container className="c" data-with-art>
        x
      </M.Container>,
      <L.Container className="c" data-with-art>
        x
      </L.Container>,
    );
    same(<M.Group gap="lg">x</M.Group>, <L.Group gap="lg">x</L.Group>);
    same(
      <M.Group gap="xs" wrap="nowrap">
        x
      </M.Group>,
      <L.Group gap="xs" wrap="nowrap">
        x
      </L.Group>,
    );
    same(
      <M.Group gap="sm" wrap="nowrap" className="c">
        x
      </M.Group>,
      <L.Group gap="sm" wrap="nowrap" className="c">
        x
      </L.Group>,
    );
    same(
      <M.Group gap={8} wrap="nowrap">
        x
      </M.Group>,
      <L.Group gap={8} wrap="nowrap">
        x
      </L.Group>,
    );
    same(
      <M.Group justify="space-between" className="b">
        x
      </M.Group>,
      <L.Group justify="space-between" className="b">
        x
      </L.Group>,
    );
    same(
      <M.Group justify="center" mt="xl">
        x
      </M.Group>,
      <L.Group justify="center" mt="xl">
        x
      </L.Group>,
    );
    same(<M.Stack gap="xs">x</M.Stack>, <L.Stack gap="xs">x</L.Stack>);
    same(<M.Stack gap={6}>x</M.Stack>, <L.Stack gap={6}>x</L.Stack>);
    same(
      <M.Stack align="center" ta="center" gap="sm" maw={520} role="alert">
        x
      </M.Stack>,
      <L.Stack align="center" ta="center" gap="sm" maw={520} role="alert">
        x
      </L.Stack>,
    );
    same(
      <M.Center mih="50vh" role="status" aria-label="Loading">
        <M.Loader color="atlas" />
      </M.Center>,
      <L.Center mih="50vh" role="status" aria-label="Loading">
        <L.Loader color="atlas" />
      </L.Center>,
    );
    same(
      <M.Center mih="50vh" px="md">
        x
      </M.Center>,
      <L.Center mih="50vh" px="md">
        x
      </L.Center>,
    );
  });

  it('Card and its section', () => {
    same(
      <M.Card component="article" className="c" padding={0} aria-labelledby="t">
        <M.Card.Section className="s">a</M.Card.Section>
        <p>b</p>
      </M.Card>,
      <L.Card component="article" className="c" padding={0} aria-labelledby="t">
        <L.CardSection className="s">a</L.CardSection>
        <p>b</p>
      </L.Card>,
    );
    same(
      <M.Card component="article" className="c" aria-labelledby="t">
        <M.Card.Section className="s" data-shape="wide">
          a
        </M.Card.Section>
        <p>b</p>
        <M.Card.Section>z</M.Card.Section>
      </M.Card>,
      <L.Card component="article" className="c" aria-labelledby="t">
        <L.CardSection className="s" data-shape="wide">
          a
        </L.CardSection>
        <p>b</p>
        <L.CardSection>z</L.CardSection>
      </L.Card>,
    );
  });

  it('UnstyledButton and Button', () => {
    same(
      <M.UnstyledButton className="c" aria-haspopup="menu" aria-expanded={false}>
        x
      </M.UnstyledButton>,
      <L.UnstyledButton className="c" aria-haspopup="menu" aria-expanded={false}>
        x
      </L.UnstyledButton>,
    );
    const buttons: Array<ComponentProps<typeof L.Button>> = [
      { ...link, color: 'ember' },
      { ...link, size: 'lg', color: 'ember' },
      { ...link, size: 'lg', variant: 'default' },
      { ...link, size: 'md', color: 'ember' },
      { ...link, size: 'md', variant: 'white', color: 'atlas' },
      { ...link, variant: 'light', mt: 'auto', className: 'c' },
      { mt: 'xs', onClick: () => undefined },
      { type: 'submit', color: 'ember' },
      { type: 'submit', color: 'ember', loading: true },
    ];
    for (const props of buttons)
      same(<M.Button {...(props as ComponentProps<typeof M.Button>)}>Go</M.Button>, <L.Button {...props}>Go</L.Button>);
  });

  it('TextInput and Checkbox', () => {
    const change = () => undefined;
    const white = { label: { color: 'white' } };
    same(
      <M.TextInput label="Name" autoComplete="name" styles={white} value="" onChange={change} />,
      <L.TextInput label="Name" autoComplete="name" styles={white} value="" onChange={change} />,
    );
    same(
      <M.TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value="a"
        onChange={change}
        error="Wrong"
      />,
      <L.TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value="a"
        onChange={change}
        error="Wrong"
      />,
    );
    same(
      <M.Checkbox label="I agree" checked={false} onChange={change} styles={white} />,
      <L.Checkbox label="I agree" checked={false} onChange={change} styles={white} />,
    );
    same(
      <M.Checkbox label="I agree" checked onChange={change} error="Tick it" />,
      <L.Checkbox label="I agree" checked onChange={change} error="Tick it" />,
    );
  });

  it("Burger's classes", () => {
    expect(L.burgerClasses).toEqual({ root: M.Burger.classes.root, burger: M.Burger.classes.burger });
  });
});
