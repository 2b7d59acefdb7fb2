import { checkNationalId, isMobilePhone, parsePlate } from '@parking/contracts';

/** What is wrong with an application's materials before sending them (the server checks the same), or null. */
export function materialsProblem(m: {
  plateNos: string[];
  applicantName: string;
  phone: string;
  idNumber: string;
  licenceCount: number;
  proofCount: number;
  needsProof: boolean;
}): string | null {
  for (const plateNo of m.plateNos) {
    const plate = parsePlate(plateNo.trim().toUpperCase());
    if (!plate.ok) return plate.message;
  }
  if (!m.applicantName.trim()) return '请输入姓名';
  if (!isMobilePhone(m.phone.trim())) return '请输入正确的手机号';
  const idProblem = checkNationalId(m.idNumber.trim());
  if (idProblem) return idProblem;
  if (m.licenceCount === 0) return '请上传行驶证照片';
  if (m.needsProof && m.proofCount === 0) return '请上传居住或工作证明';
  return null;
}
