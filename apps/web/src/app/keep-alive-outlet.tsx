import { useState, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import styles from './keep-alive-outlet.module.css';

/**
 * The router outlet, except that a page marked keepAlive is rendered hidden instead of unmounted when the user
 * leaves it, so coming back finds it as it was (the map: its position, its loaded parks, no second location prompt).
 * `keepAliveId` is the id of the current page's route when that page is kept alive.
 */
export function KeepAliveOutlet({ keepAliveId }: { keepAliveId: string | undefined }) {
  const outlet = useOutlet();
  const [kept, setKept] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());

  // Storing the element during render (React's "adjust state while rendering" pattern) mounts the page in its
  // kept slot on its first render; the outlet element is memoised by the router, so this settles at once.
  if (keepAliveId && outlet && kept.get(keepAliveId) !== outlet) {
    setKept(new Map(kept).set(keepAliveId, outlet));
  }

  return (
    <>
      {[...kept].map(([id, element]) => (
        <div key={id} className={styles.kept} hidden={id !== keepAliveId}>
          {element}
        </div>
      ))}
      {!keepAliveId && outlet}
    </>
  );
}
