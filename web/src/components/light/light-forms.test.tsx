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

describe('light components render Mantine’s markup in the forms', () => {
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
