import type { ReactNode } from 'react';

/**
 * A list before its first answer (decision 058): `count` items drawn alike (`item`, each in an element of class
 * `itemClass`) in a status region named `label`, so the list's first paint has its shape.
 */
export function SkeletonList({
  label,
  count,
  className,
  itemClass,
  item,
}: {
  label: string;
  count: number;
  className?: string;
  itemClass: string | undefined;
  item: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={itemClass}>
          {item}
        </div>
      ))}
    </div>
  );
}
