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
  // antd-mobile's dialogs and toasts render into containers of their own, which cleanup() does not know: with the test
  // files sharing their worker's document (isolate: false), a dialog left open met the next file's focus (CI, session
  // 22). Whatever a test left in the document goes with it.
  document.body.replaceChildren();
  localStorage.clear();
  positionSource.reset();
  vi.unstubAllGlobals();
});
