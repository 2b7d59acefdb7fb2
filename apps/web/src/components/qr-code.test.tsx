import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

/** The dark modules of the drawn SVG's path, as "x,y" of each square (uqr draws `M{10x},{10y}h10v10h-10z`). */
function darkModules(svg: Element): Set<string> {
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set([...d.matchAll(/M(\d+),(\d+)h10v10h-10z/g)].map(([, x, y]) => `${Number(x) / 10},${Number(y) / 10}`));
}

describe('QrCode', () => {
  it('holds a grey square while its text is unknown, and nothing is announced', () => {
    const { container } = render(<QrCode text={undefined} label="邀请二维码" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('draws the text after the first paint, the code a reader decodes the text from', async () => {
    const text = 'https://park.example.cn/receiveRewards?code=ABCD1234';
    const { container } = render(<QrCode text={text} label="邀请二维码" data-token="t-1" />);
    // The render itself does not encode: the square comes first.
    expect(container.querySelector('svg')).toBeNull();
    const code = await screen.findByRole('img', { name: '邀请二维码' });
    expect(code.getAttribute('data-token')).toBe('t-1');
    const expected = encode(text, { border: 2 });
    const dark = new Set<string>();
    expected.data.forEach((row, y) => row.forEach((on, x) => on && dark.add(`${x},${y}`)));
    expect(darkModules(code.querySelector('svg')!)).toEqual(dark);
  });

  it('draws again for a new text', async () => {
    const { rerender } = render(<QrCode text="first" label="码" />);
    const first = (await screen.findByRole('img')).innerHTML;
    rerender(<QrCode text="second" label="码" />);
    expect(screen.queryByRole('img')).toBeNull();
    const second = (await screen.findByRole('img')).innerHTML;
    expect(second).not.toBe(first);
  });
});
