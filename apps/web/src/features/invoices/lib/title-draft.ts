import { checkCreditCode, type TitleKind } from '@parking/contracts';
import { EMAIL } from './email';

/** A title as its form holds it (every field text; the kind decides which are sent). */
export type TitleDraft = Record<'name' | 'taxNo' | 'address' | 'phone' | 'bankName' | 'bankAccount' | 'email', string>;
export const EMPTY_TITLE: TitleDraft = {
  name: '',
  taxNo: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  email: '',
};

/** What is wrong with a draft title, checked as the server does (the credit code's GB 32100 check included). */
export function titleProblem(kind: TitleKind, d: Pick<TitleDraft, 'name' | 'taxNo' | 'email'>): string | null {
  if (!d.name.trim()) return '请输入抬头名称';
  if (kind === 'company') {
    const problem = checkCreditCode(d.taxNo.replace(/\s+/g, '').toUpperCase());
    if (problem) return problem;
  }
  return EMAIL.test(d.email.trim()) ? null : '请输入正确的邮箱地址';
}
