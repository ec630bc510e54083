import { accountMenu, phonePhoto, activatedAccount, chooseAvatar, picture } from './accounts-helpers';
import { DEEP, expect, logIn, test } from './fixtures';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/** The avatar: a phone photo, big and broken files, and the cropper loaded only when used. */
test('avatar: a phone photo (4032 x 3024, EXIF orientation 6) ends as a square avatar the right way up', async ({
  page,
  fake,
}) => {
  const account = await activatedAccount(fake, 'phone.photo@example.com');
  await logIn(page, account.email, account.password);
  await expect(accountMenu(page, 'Hi Ada')).toBeVisible();
  await page.goto('/account-settings');
  await expect(
    page.getByText(
      'PNG or JPEG up to 5 MB. Large photos are scaled down to 2000 pixels on the long side; you then crop a square.',
    ),
  ).toBeVisible();
  await chooseAvatar(page, { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(page) });
  const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
  await expect(crop.getByRole('button', { name: 'Save avatar' })).toBeEnabled();
  // The cropper works on the upright picture, scaled to 2000 px on its long side.
  const shown = await crop
    .getByRole('img', { name: 'The image you chose' })
    .first()
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(shown).toEqual([1500, 2000]);
  await crop.getByRole('button', { name: 'Save avatar' }).click();
  await expect(crop).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('ma.token'));
  const info = await (
    await fetch(`${fake.url}/api/u/user/info`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const url = JSON.parse(info.data.avatar).url as string;
  // The saved avatar: square, red above blue (the photo's top is its stored left side).
  const pixels = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const at = (x: number, y: number) => [...g.getImageData(x, y, 1, 1).data.slice(0, 3)];
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      top: at(img.naturalWidth / 2, 2),
      bottom: at(img.naturalWidth / 2, img.naturalHeight - 3),
    };
  }, url);
  expect(pixels.width).toBe(pixels.height);
  expect(pixels.top[0]).toBeGreaterThan(180);
  expect(pixels.top[2]).toBeLessThan(80);
  expect(pixels.bottom[2]).toBeGreaterThan(180);
  expect(pixels.bottom[0]).toBeLessThan(80);
});

test(
  'avatar: a wide picture is scaled, not refused; over 5 MB or unreadable files are refused with a message',
  DEEP,
  async ({ page, fake }) => {
    const account = await activatedAccount(fake, 'pictures@example.com');
    await logIn(page, account.email, account.password);
    await expect(accountMenu(page, 'Hi Ada')).toBeVisible();
    await page.goto('/account-settings');
    const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
    await chooseAvatar(page, {
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await picture(page, 'image/png', 2100, 60),
    });
    await expect(crop.getByRole('button', { name: 'Save avatar' })).toBeEnabled();
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toBeHidden();
    const huge = Buffer.concat([await picture(page, 'image/jpeg', 100, 100), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    await chooseAvatar(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
    await expect(
      page.getByText('This image is too large: at most 5 MB and 40 megapixels. Please choose a smaller one.'),
    ).toBeVisible();
    await expect(crop).toBeHidden();
    await chooseAvatar(page, {
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a picture'),
    });
    await expect(
      page.getByText('This image could not be opened. Please choose another PNG or JPEG image.'),
    ).toBeVisible();
    await expect(crop).toBeHidden();
  },
);

test('the cropper (script and styles) is loaded only when an avatar is cropped', DEEP, async ({ page, fake }) => {
  void fake; // every test starts from the demo scenario
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  const cropperFiles = () => loaded.filter((p) => /cropper/i.test(p));
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();
  for (const path of ['/', '/pricing', '/order', '/account-settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(cropperFiles(), path).toEqual([]);
  }
  await chooseAvatar(page, { name: 'me.png', mimeType: 'image/png', buffer: await picture(page, 'image/png') });
  await expect(
    page.getByRole('dialog', { name: 'Crop your avatar' }).getByRole('button', { name: 'Save avatar' }),
  ).toBeEnabled();
  expect(cropperFiles().some((p) => p.endsWith('.js'))).toBe(true);
  expect(cropperFiles().some((p) => p.endsWith('.css'))).toBe(true);
});
