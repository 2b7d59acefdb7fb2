import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { positionSource } from '../location/position-store';
// In the app the first lazy page brings antd-mobile's theme (app/lazy-page.ts); tests render pages directly.
import '../app/antd-global';

// Lazy pages (and route groups, decision 042) load their chunk on first use; on a busy CI machine that alone can pass
// testing-library's default 1 s, and has passed 3 s. A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 10_000 });

// Unit tests never reach a network: a test that needs answers stubs fetch with test/fake-server.ts.
const offline = () => Promise.reject(new TypeError('Failed to fetch (no network in unit tests)'));

beforeEach(() => {
  vi.stubGlobal('fetch', offline);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  positionSource.reset();
  vi.unstubAllGlobals();
});
