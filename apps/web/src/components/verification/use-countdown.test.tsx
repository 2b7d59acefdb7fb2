import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts 60 seconds down to 0 and stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    for (let i = 0; i < 59; i++) act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
  });

  it('restarts from the new value', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => void vi.advanceTimersByTime(10_000));
    act(() => result.current.start(30));
    expect(result.current.left).toBe(30);
  });
});
