import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { appRoutes } from '../app/routes';
import { fail, type Reply } from './fake-server';
import { renderApp } from './render-app';
import { serveApp } from './serve-app';
import { fakeScreen } from './vehicle-screens';

/**
 * One state of one screen, for the table-driven page tests that put every route of the app under test
 * (scripts/route-coverage.mjs): the path it opens at, what the fake server answers, and what the driver, logged in, must see.
 */
export interface ScreenCase {
  /** The path and query the app opens at. */
  at: string;
  /** The state it shows: data, empty, error, or what else the screen has. */
  state: string;
  /** The fake server's answers (`at(op)` → envelope), besides the dealer's app info and menu. */
  serve?: Record<string, Reply>;
  /** Texts (or patterns) the screen must show, each at least once. */
  shows: readonly (string | RegExp)[];
  /** Placeholders of fields the screen must have. */
  fields?: readonly string[];
  /** A screen that opens another: the path it must end at. */
  landsAt?: string;
}

/** A case's time: a page's first load transforms its module (antd-mobile's form parts are big), slow on a busy machine. */
export const SCREEN_TIMEOUT = 60_000;

/** The server failing a request, as a screen's error state is tested. */
export const broken = () => fail('500', '系统繁忙，请稍后重试');

/** Renders the whole app at the case's path with its answers and waits for each text the case expects. */
export async function expectScreen({ at, serve = {}, shows, fields = [], landsAt }: ScreenCase): Promise<void> {
  fakeScreen({ loggedIn: true });
  serveApp(serve);
  const { router } = renderApp({ routes: appRoutes, at });
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: SCREEN_TIMEOUT - 10_000 });
  if (landsAt) await waitFor(() => expect(router.state.location.pathname).toBe(landsAt));
  for (const text of shows) expect(await screen.findAllByText(text)).not.toHaveLength(0);
  for (const placeholder of fields) expect(await screen.findByPlaceholderText(placeholder)).toBeTruthy();
}

/** The it.each title of a case: "/path (state)". */
export const CASE_TITLE = '$at ($state)';
