import { describe, it, expect } from 'vitest';
import * as contracts from './index';

// The server and the web app import these names from '@parking/contracts'; a rename must fail here first.
const PUBLIC_NAMES = [
  'ClientType',
  'DEFAULT_CLIENT_TYPE',
  'clientTypeFromUserAgent',
  'PayChannel',
  'payChannelLabel',
  'StorageKey',
  'STORAGE_KEYS',
  'Timing',
  'Limits',
  'DEFAULT_AD_CITY',
  'MAP_SDK_VERSION',
  'WALLET_SDK_VERSION',
  'menuIconSize',
  'formatFen',
  'yuanToFen',
  'formatDistance',
  'TEXT_CHAR_MESSAGE',
  'TEXT_SPACE_MESSAGE',
  'checkText',
  'SafeText',
  'SPECIAL_CHAR_PATTERN',
  'hasSpecialChars',
  'stripSpecialChars',
  'ID_FORMAT_MESSAGE',
  'ID_CHECKSUM_MESSAGE',
  'checkNationalId',
  'NationalId',
  'PHONE_MESSAGE',
  'isMobilePhone',
  'normalizeMobilePhone',
  'MobilePhone',
  'ACCEPTED_IMAGE_TYPES',
  'isAcceptedImageSuffix',
  'filterAcceptedImages',
  'sniffImageType',
  'envelope',
  'AppError',
  'MenuConfig',
];

describe('@parking/contracts', () => {
  it.each(PUBLIC_NAMES)('exports %s', (name) => {
    expect(contracts).toHaveProperty(name);
    expect(contracts[name as keyof typeof contracts]).toBeDefined();
  });
});
