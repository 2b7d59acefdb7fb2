import { describe, expect, it } from 'vitest';
import { createDeviceKeySource, DEVICE_KEY_STORAGE_NAME, type DeviceKeyStorage } from './device-key';

const mapStorage = (initial: Record<string, string> = {}): DeviceKeyStorage & { values: Map<string, string> } => {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
};

describe('device key', () => {
  it('is made once, 32 letters or digits, and kept in storage', () => {
    const storage = mapStorage();
    const key = createDeviceKeySource(storage);
    const first = key();
    expect(first).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(key()).toBe(first);
    expect(storage.values.get(DEVICE_KEY_STORAGE_NAME)).toBe(first);
    expect(createDeviceKeySource(storage)()).toBe(first);
  });

  it('replaces a stored value that is not a key', () => {
    const storage = mapStorage({ [DEVICE_KEY_STORAGE_NAME]: '<script>' });
    expect(createDeviceKeySource(storage)()).toMatch(/^[0-9A-Za-z]{32}$/);
  });

  it('lasts for the visit when storage refuses', () => {
    const refusing: DeviceKeyStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const key = createDeviceKeySource(refusing);
    expect(key()).toBe(key());
    expect(createDeviceKeySource(undefined)()).toMatch(/^[0-9A-Za-z]{32}$/);
  });
});
