import { API_BASE, OperatorRoutes, type Envelope, ParkingRoutes, type ResponseOf } from '@parking/contracts';
import { demoDeviceSecret, type DeviceCredentials } from '@parking/contracts/device-signing';

/**
 * The demo's devices and their credentials: listed through the operator API (the demo operator admin / demo1234),
 * secrets derived with demoDeviceSecret. Only demo devices have derivable secrets; real ones are provisioned.
 */
export async function demoDeviceCredentials(
  server: string,
  {
    dealerId,
    username = 'admin',
    password = 'demo1234',
  }: { dealerId?: string; username?: string; password?: string } = {},
  doFetch: typeof fetch = fetch,
): Promise<(DeviceCredentials & { kind: 'gate' | 'handheld'; parkName: string })[]> {
  const login = await doFetch(`${server}${API_BASE}${OperatorRoutes.login.path}`, {
    method: OperatorRoutes.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dealerId, username, password }),
  });
  const session = (await login.json()) as Envelope<{ token: string }>;
  if (!session.data) throw new Error(`operator login failed: ${session.message}`);
  const res = await doFetch(`${server}${API_BASE}${ParkingRoutes.operatorDevices.path}`, {
    headers: { authorization: `Bearer ${session.data.token}` },
  });
  const list = (await res.json()) as Envelope<ResponseOf<typeof ParkingRoutes.operatorDevices>>;
  if (!list.data) throw new Error(`listing devices failed: ${list.message}`);
  return list.data
    .filter((d) => !d.disabled)
    .map((d) => ({ deviceId: d.deviceId, secret: demoDeviceSecret(d.deviceId), kind: d.kind, parkName: d.parkName }));
}
