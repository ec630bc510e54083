import type { Locator, Page } from '@playwright/test';
import { expect, type FakeServer } from './fixtures';
import { NEW_PASSWORD } from '../setup/credentials.js';

/** The labels and buttons of the account screens, per language (what a person reads). */
export const ui = {
  en: {
    email: 'E-mail',
    password: 'Password',
    name: 'Name',
    confirmPassword: 'Confirm password',
    logIn: 'Log in',
    signUp: 'Sign up',
    sendCode: 'Send code',
    code: 'Verification code',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    confirm: 'Confirm',
    editName: 'Edit name',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    greeting: (name: string) => `Hi ${name}`,
  },
  cn: {
    email: '邮箱',
    password: '密码',
    name: '昵称',
    confirmPassword: '确认密码',
    logIn: '登录',
    signUp: '注册',
    sendCode: '发送验证码',
    code: '验证码',
    newPassword: '新密码',
    confirmNewPassword: '确认新密码',
    confirm: '确认',
    editName: '编辑昵称',
    save: '保存',
    cancel: '取消',
    close: '关闭',
    greeting: (name: string) => `您好，${name}`,
  },
} as const;

/** A fresh, activated account made through the API (for tests about something else). */
export async function activatedAccount(fake: FakeServer, email: string, password = NEW_PASSWORD, nickName = 'Ada') {
  const res = await fetch(`${fake.url}/api/passport/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'PC', language: 'en' },
    body: JSON.stringify({ nickName, email, password }),
  });
  expect((await res.json()).code).toBe('OK');
  const { link } = await fake.latestMail(email, 'activation');
  const activated = await fetch(link!, { redirect: 'manual' });
  expect(activated.headers.get('location')).toMatch(/\/active\/success$/);
  return { email, password, nickName, link: link! };
}

/** A picture drawn by the browser itself, as the bytes of a real PNG or JPEG file. */
export async function picture(
  page: Page,
  type: 'image/png' | 'image/jpeg',
  width = 640,
  height = 420,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([mime, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0b6e7a');
      gradient.addColorStop(1, '#f08a4b');
      g.fillStyle = gradient;
      g.fillRect(0, 0, w, h);
      const r = Math.min(w, h) / 4;
      for (const [colour, size] of [
        ['#ffffff', 1],
        ['#0b6e7a', 0.62],
        ['#f08a4b', 0.28],
      ] as const) {
        g.fillStyle = colour;
        g.beginPath();
        g.arc(w / 2, h / 2, r * size, 0, Math.PI * 2);
        g.fill();
      }
      return canvas.toDataURL(mime, 0.9);
    },
    [type, width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * A phone photo: a JPEG of `width` x `height` stored sideways (left half red, right half blue) with
 * the EXIF orientation `orientation` (6: turn 90 degrees clockwise to show, so red ends on top).
 */
export async function phonePhoto(page: Page, width = 4032, height = 3024, orientation = 6): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#ff0000';
      g.fillRect(0, 0, w / 2, h);
      g.fillStyle = '#0000ff';
      g.fillRect(w / 2, 0, w / 2, h);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  const jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  // APP1 "Exif": a little-endian TIFF header and one IFD entry, Orientation (0x0112, SHORT).
  const tiff = Buffer.from([
    0x49,
    0x49,
    0x2a,
    0x00,
    0x08,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x12,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, body, jpeg.subarray(2)]);
}

/** Chooses a file through the "Upload avatar" button, as a person does in the file dialog. */
export async function chooseAvatar(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  how: 'click' | 'keyboard' = 'click',
) {
  const chooser = page.waitForEvent('filechooser');
  const button = page.getByRole('button', { name: /^(Upload avatar|上传头像)$/ });
  if (how === 'click') await button.click();
  else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await (await chooser).setFiles(file);
}

/** The header's account menu button ("Hi {name}"). */
export const accountMenu = (page: Page, greeting: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(greeting) });

/** Tab and Shift+Tab many times: the focus never leaves the dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 8) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      await expect(dialog.locator(':focus'), `focus after ${i + 1} × ${key}`).toHaveCount(1);
    }
  }
}

/** Everything the browser keeps for the site, as text (to prove a password is not in it). */
export async function storedText(page: Page): Promise<string> {
  const web = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );
  const cookies = JSON.stringify(await page.context().cookies());
  return `${web}\n${cookies}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its whole visible label (Mantine adds ' *' to required ones), inside `scope`. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Fills the sign-up form (at `at`) and presses Sign up. */
export async function signUp(page: Page, account: { name: string; email: string; password: string }, at = '/register') {
  await page.goto(at);
  await field(main(page), 'Name').fill(account.name);
  await field(main(page), 'E-mail').fill(account.email);
  await field(main(page), 'Password').fill(account.password);
  await field(main(page), 'Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** The page's own content (the footer holds a newsletter form with Name and E-mail fields too). */
export const main = (page: Page) => page.getByRole('main');
