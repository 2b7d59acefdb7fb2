import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, type BannerSlide } from './banner-carousel';

const slide = (n: number, link = `/page${n}`): BannerSlide => ({
  key: `ad${n}`,
  picUrl: `https://cdn.test/${n}.png`,
  link,
  bgColor: '#123456',
  alt: `广告 ${n}`,
});

const currentSlide = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('aria-hidden') === 'false');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('banner carousel', () => {
  it('advances every 3000 ms and loops back to the first slide', () => {
    render(<BannerCarousel slides={[slide(1), slide(2), slide(3)]} onOpen={() => undefined} />);
    expect(currentSlide()).toBe(0);
    act(() => void vi.advanceTimersByTime(2999));
    expect(currentSlide()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(2);
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(0);
  });

  it('does not move while a finger is on it', () => {
    render(<BannerCarousel slides={[slide(1), slide(2)]} onOpen={() => undefined} />);
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe(0);
    track.dispatchEvent(new TouchEvent('touchend', { bubbles: true }));
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(1);
  });

  it('shows a single slide without dots or autoplay', () => {
    render(<BannerCarousel slides={[slide(1)]} onOpen={() => undefined} />);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(currentSlide()).toBe(0);
    expect(screen.queryByRole('button', { name: /第 \d 张/ })).toBeNull();
  });

  it('jumps to a slide from its dot and opens the link of the slide on screen', async () => {
    vi.useRealTimers();
    const onOpen = vi.fn();
    render(<BannerCarousel slides={[slide(1), slide(2, 'https://www.example.com/a')]} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: '第 2 张' }));
    expect(currentSlide()).toBe(1);
    await userEvent.click(screen.getByRole('img', { name: '广告 2' }));
    expect(onOpen).toHaveBeenCalledWith('https://www.example.com/a');
  });

  it('reserves its height before pictures load: every picture has its size', () => {
    render(<BannerCarousel slides={[slide(1), slide(2)]} onOpen={() => undefined} />);
    for (const img of screen.getAllByRole('img', { hidden: true })) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
    }
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(second?.getAttribute('loading')).toBe('lazy');
  });
});
