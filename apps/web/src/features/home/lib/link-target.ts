export type LinkTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * Where an operator-configured link leads. The server only accepts in-app paths and https URLs; anything else that
 * reaches the app anyway (an old row, a typo) goes nowhere rather than being handed to the browser.
 */
export function linkTarget(link: string): LinkTarget {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'route', to: trimmed };
  if (/^https:\/\/[^\s]+$/i.test(trimmed)) return { kind: 'external', url: trimmed };
  return { kind: 'none' };
}
