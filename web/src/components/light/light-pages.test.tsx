import type { ComponentProps } from 'react';
import * as M from '@mantine/core';
import { describe, it } from 'vitest';
import { Link } from 'wouter';
import * as L from './all.test-utils';
import { same } from './parity.test-utils';

/** The form's handlers as @mantine/form's getInputProps gives them. */
const handlers = { onChange: () => undefined, onFocus: () => undefined, onBlur: () => undefined };
const link = { component: Link, href: '/download' } as const;
const Eye = ({ reveal }: { reveal: boolean }) => <svg data-reveal={reveal} aria-hidden="true" />;

/** Mantine's ThemeIcon as the site wrote it before (a span, colour and radius as variables). */
function MantineThemeIcon({ color, radius, ...props }: M.ThemeIconProps & { 'aria-hidden'?: boolean }) {
  return (
    <M.ThemeIcon
      {...props}
      component="span"
      vars={(theme, own, ctx) => M.ThemeIcon.varsResolver(theme, { ...own, color, radius }, ctx)}
    />
  );
}

describe('light components render Mantine’s markup on the public pages', () => {
  it('the sign-in pages: their layout, fields and buttons', () => {
    same(
      <M.Container size="lg" className="i">
        x
      </M.Container>,
      <L.Container size="lg" className="i">
        x
      </L.Container>,
    );
    same(<M.Container size={560}>x</M.Container>, <L.Container size={560}>x</L.Container>);
    same(
      <M.Container size="sm" className="p">
        x
      </M.Container>,
      <L.Container size="sm" className="p">
        x
      </L.Container>,
    );
    same(
      <M.Container size={800} className="d">
        x
      </M.Container>,
      <L.Container size={800} className="d">
        x
      </L.Container>,
    );
    same(
      <M.Container size={680} className="p">
        x
      </M.Container>,
      <L.Container size={680} className="p">
        x
      </L.Container>,
    );
    same(
      <M.Paper className="c" shadow="md" radius="lg" withBorder data-result="ok">
        x
      </M.Paper>,
      <L.Paper className="c" shadow="md" radius="lg" withBorder data-result="ok">
        x
      </L.Paper>,
    );
    for (const [color, variant, size, radius] of [
      ['ember', undefined, 22, 'xl'],
      ['atlas', 'light', 72, 'xl'],
      ['ember', 'light', 72, 'xl'],
      ['atlas', 'light', 40, 'md'],
      ['atlas', 'filled', 44, 'xl'],
      ['ember', 'light', 44, 'xl'],
      ['ember', 'light', 22, 'xl'],
    ] as const)
      same(
        <MantineThemeIcon size={size} radius={radius} color={color} variant={variant} aria-hidden>
          <span className="t" />
        </MantineThemeIcon>,
        <L.ThemeIcon size={size} radius={radius} color={color} variant={variant} aria-hidden>
          <span className="t" />
        </L.ThemeIcon>,
      );
    same(
      <M.List spacing="sm" className="p" icon={<i />}>
        <M.List.Item>a</M.List.Item>
        <M.List.Item>b</M.List.Item>
      </M.List>,
      <L.List spacing="sm" className="p" icon={<i />}>
        <L.ListItem>a</L.ListItem>
        <L.ListItem>b</L.ListItem>
      </L.List>,
    );
    same(
      <M.List
        spacing={10}
        size="sm"
        classNames={{ root: 'r', item: 'i', itemWrapper: 'w', itemIcon: 'ic' }}
        icon={<b />}
      >
        <M.List.Item>a</M.List.Item>
      </M.List>,
      <L.List
        spacing={10}
        size="sm"
        classNames={{ root: 'r', item: 'i', itemWrapper: 'w', itemIcon: 'ic' }}
        icon={<b />}
      >
        <L.ListItem>a</L.ListItem>
      </L.List>,
    );
    const email = {
      label: 'E-mail',
      type: 'email',
      autoComplete: 'username',
      required: true,
      value: 'a@b.c',
      ...handlers,
    } as const;
    same(<M.TextInput {...email} />, <L.TextInput {...email} />);
    same(<M.TextInput {...email} error="Wrong" />, <L.TextInput {...email} error="Wrong" />);
    same(
      <M.TextInput {...email} label="Name" autoComplete="nickname" type={undefined} />,
      <L.TextInput {...email} label="Name" autoComplete="nickname" type={undefined} />,
    );
    const password = {
      label: 'Password',
      autoComplete: 'new-password',
      required: true,
      value: 'x',
      visibilityToggleIcon: Eye,
      visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      ...handlers,
    } as const;
    same(<M.PasswordInput {...password} />, <L.PasswordInput {...password} />);
    same(
      <M.PasswordInput {...password} description="6 to 12" />,
      <L.PasswordInput {...password} description="6 to 12" />,
    );
    same(<M.PasswordInput {...password} error="Too short" />, <L.PasswordInput {...password} error="Too short" />);
    same(
      <M.Checkbox label="Remember me" checked {...handlers} />,
      <L.Checkbox label="Remember me" checked {...handlers} />,
    );
    same(
      <M.Anchor {...link} inherit underline="always">
        x
      </M.Anchor>,
      <L.Anchor {...link} inherit underline="always">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} size="sm" fw={600}>
        x
      </M.Anchor>,
      <L.Anchor {...link} size="sm" fw={600}>
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} size="sm" ta="center">
        x
      </M.Anchor>,
      <L.Anchor {...link} size="sm" ta="center">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} fw={700}>
        x
      </M.Anchor>,
      <L.Anchor {...link} fw={700}>
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} size="sm">
        x
      </M.Anchor>,
      <L.Anchor {...link} size="sm">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} className="b">
        x
      </M.Anchor>,
      <L.Anchor {...link} className="b">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor {...link} size="sm" fw={600} mt={8} display="inline-block">
        x
      </M.Anchor>,
      <L.Anchor {...link} size="sm" fw={600} mt={8} display="inline-block">
        x
      </L.Anchor>,
    );
    same(
      <M.Anchor
        href="https://x.test"
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        mt="sm"
        display="inline-block"
        aria-label="x"
      >
        x
      </M.Anchor>,
      <L.Anchor
        href="https://x.test"
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        mt="sm"
        display="inline-block"
        aria-label="x"
      >
        x
      </L.Anchor>,
    );
    same(
      <M.Text ta="center" c="dimmed">
        x
      </M.Text>,
      <L.Text ta="center" c="dimmed">
        x
      </L.Text>,
    );
    same(
      <M.Text ta="center" size="sm" role="timer" aria-live="off">
        x
      </M.Text>,
      <L.Text ta="center" size="sm" role="timer" aria-live="off">
        x
      </L.Text>,
    );
    same(
      <M.Text c="dimmed" mb="xl">
        x
      </M.Text>,
      <L.Text c="dimmed" mb="xl">
        x
      </L.Text>,
    );
    same(
      <M.Text className="s" size="sm">
        x
      </M.Text>,
      <L.Text className="s" size="sm">
        x
      </L.Text>,
    );
    same(
      <M.Stack align="center" gap="md">
        x
      </M.Stack>,
      <L.Stack align="center" gap="md">
        x
      </L.Stack>,
    );
    same(<M.Stack gap="md">x</M.Stack>, <L.Stack gap="md">x</L.Stack>);
  });

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

  it('the frame page’s switch and the contact form’s message', () => {
    for (const checked of [true, false])
      same(
        <M.Switch
          checked={checked}
          onChange={() => undefined}
          label="Show"
          color="ember"
          styles={{ label: { color: '#fff' } }}
        />,
        <L.Switch
          checked={checked}
          onChange={() => undefined}
          label="Show"
          color="ember"
          styles={{ label: { color: '#fff' } }}
        />,
      );
    const order: Array<'label' | 'input' | 'error' | 'description'> = ['label', 'input', 'error', 'description'];
    const message = {
      label: 'Message',
      withAsterisk: true,
      size: 'md',
      rows: 15,
      maxLength: 2000,
      inputWrapperOrder: order,
      description: '0 / 2000',
      classNames: { input: 'mi', description: 'md' },
      value: '',
      ...handlers,
    } as const;
    same(
      <M.Textarea {...message} descriptionProps={{ 'data-full': undefined }} />,
      <L.Textarea {...message} descriptionProps={{ 'data-full': undefined }} />,
    );
    same(
      <M.Textarea {...message} descriptionProps={{ 'data-full': 'true' }} error="Too long" />,
      <L.Textarea {...message} descriptionProps={{ 'data-full': 'true' }} error="Too long" />,
    );
    const name = {
      label: 'Name',
      autoComplete: 'name',
      withAsterisk: true,
      size: 'md',
      value: '',
      ...handlers,
    } as const;
    same(<M.TextInput {...name} />, <L.TextInput {...name} />);
    same(<M.TextInput {...name} type="email" error="Wrong" />, <L.TextInput {...name} type="email" error="Wrong" />);
  });
});
