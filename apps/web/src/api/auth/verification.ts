import { DriverRoutes, type SendVerifyCode } from '@parking/contracts';
import { api } from '../client';

/** Asks the server to text a code; the challenge answer goes along once the server has asked for one. */
export const sendVerifyCode = (body: SendVerifyCode) => api.call(DriverRoutes.sendVerifyCode, { body });

/** A new picture challenge (captcha). */
export const getChallengeCode = () => api.call(DriverRoutes.getChallengeCode);
