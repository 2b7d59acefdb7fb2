import { OperatorOps, type OperatorPasswordChange } from '@parking/contracts';
import { api } from '../../../api/client';

export const changePassword = (body: OperatorPasswordChange) => api.call(OperatorOps.changePassword, { body });
