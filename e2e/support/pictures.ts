import { expect, type Locator, type Page } from '@playwright/test';

/** A 1×1 PNG standing for any photo a driver picks (行驶证, receipts, exits). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Picks pictures in an antd-mobile uploader and waits until every one has finished uploading: a cell shows its
 * preview at once, but the form only holds the picture once the upload answers (the 上传中 mask is gone).
 */
export async function uploadPictures(page: Page, names: string[], input: Locator = page.locator('input[type=file]')) {
  const before = await page.locator('.adm-image-uploader-cell img').count();
  await input.first().setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG_1PX })));
  await expect(page.locator('.adm-image-uploader-cell img')).toHaveCount(before + names.length);
  await expect(page.locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
}
