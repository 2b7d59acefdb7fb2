import { AppError, ErrorCode } from '@parking/contracts';
import { hashPassword } from '../../security/passwords';
import { defaultNickName } from './drivers.domain';
import type { DriverRow, DriversRepository } from './drivers.repository';

export interface NewDriverInput {
  dealerId: string;
  phone: string;
  password?: string;
  nickName?: string;
}

/** The dealer's driver with this phone, created when missing (login by SMS code or SSO ticket, demo seed, tests). */
export async function ensureDriver(repo: DriversRepository, input: NewDriverInput): Promise<DriverRow> {
  const existing = await repo.findByPhone(input.dealerId, input.phone);
  if (existing) return existing;
  const created = await repo.create({
    dealerId: input.dealerId,
    phone: input.phone,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    nickName: input.nickName ?? defaultNickName(input.phone),
  });
  // Another request may have created it first; one that then vanished again leaves nothing to log in as.
  const driver = created ?? (await repo.findByPhone(input.dealerId, input.phone));
  if (!driver) throw new AppError(ErrorCode.CONFLICT, '登录失败，请重试');
  return driver;
}
