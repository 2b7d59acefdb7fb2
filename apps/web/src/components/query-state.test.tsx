import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

describe('a query that has not succeeded', () => {
  it('shows 加载中… while it runs, or the loading state the page gives', () => {
    const { rerender } = render(<QueryState query={{ isError: false, refetch: vi.fn() }} failed="订单加载失败" />);
    expect(screen.getByText('加载中…')).toBeTruthy();
    rerender(<QueryState query={{ isError: false, refetch: vi.fn() }} failed="订单加载失败" loading={<p>稍等</p>} />);
    expect(screen.getByText('稍等')).toBeTruthy();
  });

  it('says what failed and retries on 重试', async () => {
    const refetch = vi.fn();
    render(<QueryState query={{ isError: true, refetch }} failed="订单加载失败" />);
    expect(screen.getByText('订单加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
