import { INVITE_CODE_PARAM } from '@parking/contracts';
import * as screen from '../../../lib/screen-paths.gen';

/** The invitee's landing page, /receiveRewards?code=…, on this site (what the QR code and the copied link hold). */
export const RECEIVE_REWARDS_PATH = screen.receiveRewards;
export const inviteLink = (origin: string, code: string) =>
  `${origin}${RECEIVE_REWARDS_PATH}?${INVITE_CODE_PARAM}=${encodeURIComponent(code)}`;

/** Coin movements as the driver reads them: +120 / -100. */
export const signedCoins = (coins: number) => (coins > 0 ? `+${coins}` : String(coins));
