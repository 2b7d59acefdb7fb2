import { checkNationalId } from '@parking/contracts';

/** The drawer's check of an applicant's ID number: 通过, or what is wrong with it. */
export const idNumberCheck = (idNumber: string) => {
  const problem = checkNationalId(idNumber);
  return { label: '身份证号校验', ok: problem === null, text: problem ?? '通过' };
};
