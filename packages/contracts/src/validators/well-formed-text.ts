/**
 * Text the platform can store and show: no NUL (PostgreSQL's text cannot hold U+0000) and no lone UTF-16 surrogate
 * (half an emoji: it has no UTF-8 form). A regex rather than String#isWellFormed, which WebViews before Chrome 111
 * lack, so the web app may use the same rule.
 */
const ILL_FORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormedText = (text: string): boolean => !ILL_FORMED.test(text);

/** Message for input with such text, naming where it is. */
export const illFormedTextMessage = (where: string): string =>
  `${where.length > 64 ? `${where.slice(0, 64)}…` : where} 含有无法识别的字符（如空字符或残缺的表情符号），请删除后重试`;

/**
 * Where in a parsed input (JSON, query, params, headers) the first string or object key that is not well-formed text
 * sits, as a dotted path ('' for the input itself); undefined when every one is. Bytes are not text and are skipped.
 * Iterative: a deeply nested body cannot overflow the stack.
 */
export function illFormedTextPath(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return path;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isWellFormedText(key)) return path;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}
