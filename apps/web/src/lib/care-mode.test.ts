import { afterEach, describe, expect, it } from 'vitest';
import { CARE_MODE_COOKIE, careMode } from './care-mode';

const cookieOn = () => document.cookie.split(';').some((part) => part.trim() === `${CARE_MODE_COOKIE}=1`);

describe('关怀模式', () => {
  afterEach(() => careMode.set(false));

  it('is kept in storage and mirrored into the cookie the server paints by, and shown on the document', () => {
    careMode.set(true);
    expect(careMode.get()).toBe(true);
    expect(cookieOn()).toBe(true);
    expect(document.documentElement.hasAttribute('data-care')).toBe(true);
    careMode.set(false);
    expect(careMode.get()).toBe(false);
    expect(cookieOn()).toBe(false);
    expect(document.documentElement.hasAttribute('data-care')).toBe(false);
  });
});
