import { hashPassword } from '../../security/passwords';
import { defaultNickName } from './drivers.domain';
import type { DriverRow, DriversRepository } from './drivers.repository';

export interface NewDriverInput {
  dealerId: string;
  phone: string;
  password?: string;
  nickName?: string;
}

/** The dealer's driver with this phone, created when missing (demo seed, tests). */
export async function ensureDriver(repo: DriversRepository, input: NewDriverInput): Promise<DriverRow> {
  const existing = await repo.findByPhone(input.dealerId, input.phone);
  if (existing) return existing;
  const created = await repo.create({
    dealerId: input.dealerId,
    phone: input.phone,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    nickName: input.nickName ?? defaultNickName(input.phone),
  });
  return created ?? (await repo.findByPhone(input.dealerId, input.phone))!;
}
