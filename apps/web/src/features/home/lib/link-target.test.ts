import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it.each([
    ['/monthParking', { kind: 'route', to: '/monthParking' }],
    ['/map?isFromHome=2', { kind: 'route', to: '/map?isFromHome=2' }],
    ['https://www.example.com/activity', { kind: 'external', url: 'https://www.example.com/activity' }],
    ['', { kind: 'none' }],
    ['http://insecure.example.com', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['//evil.example.com/x', { kind: 'none' }],
    ['monthParking', { kind: 'none' }],
  ])('%s → %j', (link, target) => {
    expect(linkTarget(link)).toEqual(target);
  });
});
