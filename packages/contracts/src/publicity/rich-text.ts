// Zod-free on purpose: the web app checks rich text before rendering it, without loading zod.
import { UPLOADED_PICTURE_URL } from '../basic/routes';

/**
 * Operators write news and notices as a small subset of HTML that the web app renders as is: block and inline text
 * tags without attributes, and pictures whose src is https or one of our uploads. The server sanitises what an
 * operator writes down to this subset and stores the result (decision 090); this check is the guarantee both the
 * server (after sanitising) and the web app (before rendering) rely on.
 */
const PLAIN_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'];
const PLAIN_TAG = new RegExp(`^</?(${PLAIN_TAGS.join('|')})\\s*/?>$`, 'i');
// src: https anywhere, our own picture uploads, or an inline picture (never svg: it can carry script).
const IMG_SRC = String.raw`(https://[^"\s<>]+|${UPLOADED_PICTURE_URL}|data:image/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=]+)`;
const IMG_TAG = new RegExp(`^<img\\s+src="${IMG_SRC}"(\\s+alt="[^"<>]*")?\\s*/?>$`, 'i');
const TAG = /<[^>]*>?/g;

export const RICH_TEXT_MESSAGE = '正文只能包含段落、换行、加粗、斜体、列表、小标题和图片（https 或上传的图片）';

/** True when `html` uses only the allowed tags and every `<` opens one of them. */
export function isAllowedRichText(html: string): boolean {
  for (const match of html.matchAll(TAG)) {
    const tag = match[0];
    if (!PLAIN_TAG.test(tag) && !IMG_TAG.test(tag)) return false;
  }
  return !/>/.test(html.replace(TAG, ''));
}
