import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BasicRoutes } from '../basic/routes';
import { fillPath } from '../operation';
import { API_BASE } from '../request';
import { isAllowedRichText } from './rich-text';

const UPLOADED = `${API_BASE}${fillPath(BasicRoutes.picture, { key: '0123456789abcdef0123456789abcdef.jpg' })}`;

describe('isAllowedRichText', () => {
  it.each([
    '<p>停车收费标准调整</p>',
    '<p>首小时 <strong>6 元</strong><br>之后每半小时 4 元</p>',
    '<h3>一、适用范围</h3><ul><li>上城区</li><li>拱墅区</li></ul>',
    '<p>a &lt; b &amp; c</p>',
    '<img src="https://cdn.example.com/a.png" alt="示意图">',
    `<img src="${UPLOADED}"/>`,
    '<IMG SRC="data:image/png;base64,iVBORw0KGgo=">',
    '纯文本也可以',
  ])('accepts %s', (html) => {
    expect(isAllowedRichText(html)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    '<p onclick="x()">点我</p>',
    '<a href="javascript:alert(1)">链接</a>',
    '<img src="http://plain.example.com/a.png">',
    '<img src="https://x.png" onerror="alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<iframe src="https://example.com"></iframe>',
    '<style>body{display:none}</style>',
    '<p>unclosed <b',
    'a > b',
    '<svg><script>1</script></svg>',
  ])('refuses %s', (html) => {
    expect(isAllowedRichText(html)).toBe(false);
  });

  it('accepts any text without angle brackets wrapped in paragraphs', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[<>]/.test(s)),
        (text) => {
          expect(isAllowedRichText(`<p>${text}</p>`)).toBe(true);
        },
      ),
    );
  });

  it('refuses every tag name outside the allowed ones', () => {
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[a-z][a-z0-9]{0,8}$/)
          .filter(
            (name) =>
              !['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'img'].includes(
                name,
              ),
          ),
        (name) => {
          expect(isAllowedRichText(`<${name}>x</${name}>`)).toBe(false);
        },
      ),
    );
  });
});
