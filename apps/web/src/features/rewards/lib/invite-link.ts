import { INVITE_CODE_PARAM } from '@parking/contracts';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** The invitee's landing page, /receiveRewards?code=…, on this site (what the QR code and the copied link hold). */
export const RECEIVE_REWARDS_PATH = screen.receiveRewards;
export const inviteLink = (origin: string, code: string) =>
  `${origin}${href(RECEIVE_REWARDS_PATH, { [INVITE_CODE_PARAM]: code })}`;

/** Coin movements as the driver reads them: +120 / -100. */
export const signedCoins = (coins: number) => (coins > 0 ? `+${coins}` : String(coins));
