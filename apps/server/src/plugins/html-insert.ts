/**
 * `html` with `text` written in at the first `marker` (before or after it; unchanged without one). Not
 * String#replace with a string: that reads `$&`, `` $` ``, `$'`… in `text`, which holds operators' content (an ad's
 * link), and would write parts of the page into itself.
 */
export function insertAt(html: string, marker: string, text: string, side: 'before' | 'after'): string {
  const found = html.indexOf(marker);
  if (found < 0) return html;
  const at = side === 'before' ? found : found + marker.length;
  return html.slice(0, at) + text + html.slice(at);
}
