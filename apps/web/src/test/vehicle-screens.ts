import { API_BASE, BasicRoutes, fillPath, StorageKey, type DriverPlate, type PlateMaterial } from '@parking/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { installUiEffects } from '../api/ui-effects';
import { fakeEffects } from './fake-effects';
import { fakeServer, type Reply, type SentRequest } from './fake-server';

/** A bound plate as the server answers it; tests override what they are about. */
export const aDriverPlate = (overrides: Partial<DriverPlate> = {}): DriverPlate => ({
  plateId: '00000000-0000-4000-8000-000000000001',
  plateNo: '浙A12345',
  formatPlateNo: '浙A·12345',
  plateColor: null,
  category: 'ordinary',
  isDefault: true,
  boundAt: '2026-06-01T02:00:00.000Z',
  deductionOrder: 'balanceFirst',
  material: null,
  ...overrides,
});

/** A certification as the server answers it. */
export const aMaterial = (overrides: Partial<PlateMaterial> = {}): PlateMaterial => ({
  materialId: '00000000-0000-4000-8000-0000000000aa',
  plateNo: '浙A12345',
  formatPlateNo: '浙A·12345',
  plateColor: null,
  purpose: 'ownership',
  groupCode: null,
  groupName: null,
  ownerName: '张三',
  pictures: [`${API_BASE}${fillPath(BasicRoutes.picture, { key: `${'a'.repeat(32)}.jpg` })}`],
  remark: '',
  status: 'pending',
  rejectReason: '',
  rejections: 0,
  submittedAt: '2026-06-01T02:00:00.000Z',
  reviewedAt: null,
  editable: true,
  ...overrides,
});

/**
 * The plate keyboard as a driver uses it: tap an empty slot (the keyboard opens on the first empty one, after a
 * prefilled province), then the keys; 港 澳 学 挂 警 应急 are reached through the 殊 board.
 */
export async function typePlate(user: UserEvent, keys: readonly string[]): Promise<void> {
  await user.click(screen.getByRole('button', { name: /^第7位/ }));
  for (const name of keys) {
    const sheet = screen.getByRole('group', { name: '车牌键盘' });
    const key = within(sheet).queryByRole('button', { name });
    if (key) await user.click(key);
    else {
      // Special characters live on the 殊 board.
      await user.click(within(sheet).getByRole('button', { name: '殊' }));
      await user.click(within(screen.getByRole('group', { name: '车牌键盘' })).getByRole('button', { name }));
    }
  }
}

export const slotTexts = () =>
  Array.from({ length: 8 }, (_, i) => screen.getByRole('button', { name: new RegExp(`^第${i + 1}位`) }).textContent);

/**
 * What the screen showed (toasts, dialogs) through fake UI effects installed for the request layer and the pages;
 * dialogs wait for `answer`. With `loggedIn`, a stored token makes the driver logged in.
 */
export function fakeScreen({ loggedIn }: { loggedIn: boolean }) {
  const screenEffects = fakeEffects();
  installUiEffects(screenEffects.ui);
  if (loggedIn) localStorage.setItem(StorageKey.token, 'driver-token');
  return screenEffects;
}

/** Serves the given routes (and records requests) as the unit tests' network. */
export function serveRoutes(routes: Record<string, Reply>) {
  const server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** The requests sent to one endpoint. */
export const sentTo = (server: ReturnType<typeof fakeServer>, method: string, path: string): SentRequest[] =>
  server.requests.filter((r) => r.method === method && r.path === path);

/** The requests sent to one operation, by its fake-server key: `sentAt(server, at(VehicleRoutes.plates))`. */
export const sentAt = (server: ReturnType<typeof fakeServer>, key: string): SentRequest[] =>
  server.requests.filter((r) => `${r.method} ${r.path}` === key);
