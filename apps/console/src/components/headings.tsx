import type { ReactNode } from 'react';

/** A screen's title, in its card's head: the page's one h1. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 18, margin: 0 }}>{children}</h1>;
}

/** The title of a card within a screen: an h2 under the page's title. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: 16, margin: 0 }}>{children}</h2>;
}
