import { AppError, ErrorCode, isAllowedRichText, RICH_TEXT_MESSAGE } from '@parking/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of news and notices is sanitised on write (decision 090): what an operator pastes from a word processor
 * or a web page is reduced to the subset the driver app renders (contracts' isAllowedRichText) instead of refused.
 * Scripts and styles go with their content, other tags go and leave their text, attributes go except an img's src
 * (https, our uploads, inline png/jpeg/webp) and alt. The result is then checked against the same allow-list the
 * driver app checks before rendering: the library is the convenience, the allow-list stays the guarantee.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'img'],
  allowedAttributes: { img: ['src', 'alt'] },
  allowedSchemes: ['https', 'data'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe', 'object', 'svg'],
  selfClosing: ['img', 'br'],
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    // src first, then alt: the order the allow-list expects.
    img: (_tag, attribs) => ({
      tagName: 'img',
      attribs: { src: attribs.src ?? '', ...(attribs.alt ? { alt: attribs.alt } : {}) },
    }),
  },
  // A picture whose address is not one the driver app shows is dropped (an http or svg picture, a relative path).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !isAllowedRichText(`<img src="${(frame.attribs.src ?? '').replace(/["\s<>]/g, '!')}">`),
};

/** The operator's markup reduced to the allowed subset; refused when nothing is left or the result fails the check. */
export function sanitiseRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (!clean.replace(/<(?!img)[^>]*>/g, '').trim()) throw new AppError(ErrorCode.INVALID_INPUT, '正文不能为空');
  if (!isAllowedRichText(clean)) throw new AppError(ErrorCode.INVALID_INPUT, RICH_TEXT_MESSAGE);
  return clean;
}
