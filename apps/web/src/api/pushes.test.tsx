import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { followStream, useOrderPushes } from './pushes';

/** A streaming response whose body is `chunks` (SSE text), pushed one by one as `push` is called. */
function aStream(status = 200, contentType = 'text/event-stream') {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status, headers: { 'content-type': contentType } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe('followStream', () => {
  it('reports the ready and changed events, however the text is cut into chunks', async () => {
    const stream = aStream();
    const seen: string[] = [];
    const done = followStream(stream.response, {
      onOpen: () => seen.push('open'),
      onChange: () => seen.push('change'),
    });
    stream.push('event: ready\ndata: {}\n\n: keep-alive\n\nevent: chan');
    stream.push('ged\ndata: {}\n\nevent: changed\ndata: {}\n\nevent: other\ndata: {}\n\n');
    stream.end();
    await done;
    expect(seen).toEqual(['open', 'change', 'change']);
  });

  it('gives up at once on a refusal or anything that is not a stream', async () => {
    const handlers = { onOpen: vi.fn(), onChange: vi.fn() };
    await followStream(aStream(404, 'application/json').response, handlers);
    await followStream(aStream(200, 'text/html').response, handlers);
    expect(handlers.onOpen).not.toHaveBeenCalled();
  });
});

describe('useOrderPushes', () => {
  it('refetches on each push while live, and says when the stream dropped (polling takes over)', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stream = aStream();
    const open = vi.fn(async () => stream.response);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOrderPushes('P1234567', ['order', 'P1234567'], { open }), { wrapper });
    expect(result.current).toBe(false);
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET' }),
      { orderNo: 'P1234567' },
      expect.anything(),
    );

    act(() => stream.push('event: ready\ndata: {}\n\n'));
    await waitFor(() => expect(result.current).toBe(true));
    const before = invalidate.mock.calls.length;
    act(() => stream.push('event: changed\ndata: {}\n\n'));
    await waitFor(() => expect(invalidate.mock.calls.length).toBe(before + 1));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['order', 'P1234567'] });

    act(() => stream.end());
    await waitFor(() => expect(result.current).toBe(false));
  });
});
