import { deflateSync } from 'node:zlib';
import { MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A `size`×`size` PNG of one colour (RGB), made here so the test needs no file. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the firm’s owner crops and uploads a logo, which then shows in the header and on the firm’s directory profile', async ({
  page,
  request,
}) => {
  const owner = account('attorney-owner');
  const mine = await request.get('/api/account', { headers: await bearer(request, owner) });
  const { company } = (await mine.json()) as { company: { id: string; picture: string | null } };

  await signInToPortal(page, owner);
  await expectSignedInToPortal(page);
  await page.goto('/my-company');
  await expect(page.getByRole('heading', { name: 'My Company' })).toBeVisible();

  // Pick a PNG: the crop dialog opens (zoom 0 to 10); Apply hands the cropped square to the form.
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'new-logo.png',
    mimeType: 'image/png',
    buffer: solidPng(48, [200, 40, 90]),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop your logo' });
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemax', '10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('new-logo.png (cropped, saved with the form)')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.companyProfileSaved)).toBeVisible();

  // The header shows the new logo (a new versioned URL, loaded).
  const headerLogo = page.getByRole('banner').getByRole('img', { name: 'Company logo' });
  await expect(headerLogo).toHaveAttribute('src', /\/picture\?v=\d+$/);
  const src = (await headerLogo.getAttribute('src'))!;
  expect(src).not.toBe(company.picture);
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  // The firm's public directory profile shows the same logo.
  await page.goto(`/attorney/details/${company.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const profileLogo = page.getByRole('main').locator(`img[src="${src}"]`);
  await expect(profileLogo).toBeVisible();
  await expect.poll(() => profileLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
});
