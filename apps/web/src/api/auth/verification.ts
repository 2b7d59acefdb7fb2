import type { ChallengeCode, SendVerifyCode, VerifyCodeSent } from '@parking/contracts';
import { api } from '../client';

export const SEND_VERIFY_CODE_PATH = '/driver/v2/api/sendVerifyCode';
export const CHALLENGE_CODE_PATH = '/auth/v2/api/getChallengeCode';

/** Asks the server to text a code; the challenge answer goes along once the server has asked for one. */
export const sendVerifyCode = (body: SendVerifyCode) => api.post<VerifyCodeSent>(SEND_VERIFY_CODE_PATH, body);

/** A new picture challenge (captcha). */
export const getChallengeCode = () => api.post<ChallengeCode>(CHALLENGE_CODE_PATH);
