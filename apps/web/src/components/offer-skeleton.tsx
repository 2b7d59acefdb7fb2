import type { ReactNode } from 'react';
import offer from './offer-page.module.css';
import section from './section.module.css';
import { SkeletonBar, SkeletonLine } from './skeleton-bar';

/**
 * An offer list (components/offer-page.module.css: parks selling plans, the driver's plans, off-peak packages) before
 * its data: `cards` cards with grey bars where the name and two meta lines will be, each line as high as the text
 * that replaces it, so the screen's frame (issue 25) has the list's shape and nothing moves when the data arrives.
 */
export function OfferListSkeleton({ cards, label }: { cards: number; label: string }) {
  return (
    <div className={offer.list} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={offer.card}>
          <SkeletonLine className={offer.name} width="10em" />
          <SkeletonLine className={offer.meta} width="14em" />
          <SkeletonLine className={offer.meta} width="8em" />
        </div>
      ))}
    </div>
  );
}

/** A `Section` (components/section.tsx) whose title is data not yet there: a grey bar where the title will be. */
export function SectionSkeleton({ label, extra, children }: { label: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={section.section} aria-label={label} aria-busy="true">
      <header className={section.head}>
        <h2 className={section.title}>
          <SkeletonBar width="10em" />
        </h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
