import { Timing } from '@parking/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styles from './banner-carousel.module.css';

export interface BannerSlide {
  key: string;
  picUrl: string;
  /** In-app path or https URL; empty when tapping does nothing. */
  link: string;
  bgColor: string;
  alt: string;
}

/**
 * The home banner (spec section 1): slides that advance every 3000 ms and loop, swipeable by hand. A CSS scroll-snap
 * track rather than a carousel library (first-screen weight); autoplay pauses while a finger is on it or the page is
 * hidden. The box has its height before any picture arrives, so nothing below it moves (CLS).
 */
export function BannerCarousel({ slides, onOpen }: { slides: readonly BannerSlide[]; onOpen: (link: string) => void }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The autoplay timer reads the slide on screen from here, so it need not restart on every step.
  const currentRef = useRef(0);
  const touching = useRef(false);
  const count = slides.length;

  const show = (index: number, smooth: boolean) => {
    currentRef.current = index;
    setCurrent(index);
    const el = track.current;
    if (!el) return;
    // scrollTo with options is missing from some older web views; they still get the right slide via scrollLeft.
    if (typeof el.scrollTo === 'function')
      el.scrollTo({ left: index * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    else el.scrollLeft = index * el.clientWidth;
  };
  const advance = useEffectEvent(() => {
    if (touching.current || document.hidden) return;
    const next = (currentRef.current + 1) % count;
    // Back to the first slide at once, without sweeping past every slide in between.
    show(next, next !== 0);
  });

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(advance, Timing.BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  // A swipe by hand moves the track: follow it so the dots and the next autoplay step start from there.
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== currentRef.current && index >= 0 && index < count) {
      currentRef.current = index;
      setCurrent(index);
    }
  };

  return (
    <div className={styles.frame} role="region" aria-roledescription="carousel" aria-label="广告">
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            aria-hidden={index !== current}
            style={{ backgroundColor: slide.bgColor || undefined }}
          >
            <button
              type="button"
              className={styles.open}
              tabIndex={index === current ? 0 : -1}
              disabled={!slide.link}
              onClick={() => onOpen(slide.link)}
            >
              <img
                className={styles.picture}
                src={slide.picUrl}
                alt={slide.alt}
                width={750}
                height={300}
                // The first picture is the largest thing on the first screen: fetch it first (LCP).
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </button>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={index === current ? styles.dotActive : styles.dot}
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index, true)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The banner's box while the ads load: same size, so nothing moves when they arrive. */
export function BannerSkeleton() {
  return (
    <div className={`${styles.frame} ${styles.skeleton}`} role="status" aria-busy="true" aria-label="广告加载中" />
  );
}
