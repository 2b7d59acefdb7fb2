import { ReservationRoutes, type LockView } from '@parking/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { SCREEN_TIMEOUT } from '../../../test/screen-cases';
import { serveApp } from '../../../test/serve-app';
import { fakeScreen } from '../../../test/vehicle-screens';

const aLock = (position: LockView['position']): LockView => ({
  lockId: 'LOCK001',
  parkId: 'p1',
  parkName: '武林广场停车场',
  spaceCode: 'B2-018',
  position,
  occupied: false,
  batteryPct: 80,
  fault: null,
  online: true,
  reportedAt: '2026-06-01T02:00:00.000Z',
  bookingId: null,
  command: null,
});

// Issue 44: the main button is the one that moves the arm from where it is.
describe('the lock control', () => {
  it.each([
    ['raised', '降锁', '升锁'],
    ['unknown', '降锁', '升锁'],
    ['lowered', '升锁', '降锁'],
  ] as const)(
    'an arm %s: %s is the main button, %s the second',
    async (position, main, second) => {
      fakeScreen({ loggedIn: true });
      serveApp({ [at(ReservationRoutes.getZigbeeLockState)]: ok(aLock(position)) });
      renderApp({ routes: appRoutes, at: '/lockDetail?lockId=LOCK001' });
      expect((await screen.findByRole('button', { name: main })).className).toMatch(/solid/);
      expect(screen.getByRole('button', { name: second }).className).toMatch(/outline/);
    },
    SCREEN_TIMEOUT,
  );
});
