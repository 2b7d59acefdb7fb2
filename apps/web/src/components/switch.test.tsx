import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Setting({ disabled }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <button type="button">之前</button>
      <Switch checked={on} onChange={setOn} aria-label="关怀模式" disabled={disabled} />
    </>
  );
}

describe('Switch', () => {
  it('is reached with Tab and toggled with Space and Enter, announcing its state', async () => {
    const user = userEvent.setup();
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: '关怀模式' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('a disabled switch takes neither taps nor keys', async () => {
    const user = userEvent.setup();
    render(<Setting disabled />);
    const toggle = screen.getByRole('switch', { name: '关怀模式' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle).toHaveProperty('disabled', true);
  });
});
