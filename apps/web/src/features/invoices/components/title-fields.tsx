import { TITLE_KIND_TEXT, TITLE_KINDS, type TitleKind } from '@parking/contracts';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import type { ReactNode } from 'react';
import type { TitleDraft } from '../lib/title-draft';

/** The company's optional registration details: asked when a title is kept in the book, not for a one-off invoice. */
const COMPANY_EXTRAS = [
  ['address', '注册地址'],
  ['phone', '注册电话'],
  ['bankName', '开户银行'],
  ['bankAccount', '银行账号'],
] as const;

/**
 * A title's kind and text fields (personal: a name; company: name and credit code), as /invoiceHeaderAdd and
 * /makeInvoiceBySelf ask them; `extras` adds the company's optional details, `children` more rows at the end.
 */
export function TitleFields<D extends Pick<TitleDraft, 'name' | 'taxNo' | 'email'> & Partial<TitleDraft>>(props: {
  kind: TitleKind;
  onKind: (kind: TitleKind) => void;
  draft: D;
  onDraft: (draft: D) => void;
  extras?: boolean;
  header?: string;
  children?: ReactNode;
}) {
  const { kind, draft } = props;
  const field = (name: keyof TitleDraft, label: string, placeholder: string) => (
    <List.Item key={name} title={label}>
      <Input
        aria-label={label}
        value={draft[name] ?? ''}
        placeholder={placeholder}
        onChange={(v) => props.onDraft({ ...draft, [name]: v })}
        clearable
      />
    </List.Item>
  );
  const company = kind === 'company';
  return (
    <List header={props.header}>
      <List.Item>
        <Selector
          columns={2}
          options={TITLE_KINDS.map((value) => ({ label: TITLE_KIND_TEXT[value], value }))}
          value={[kind]}
          onChange={(v) => v[0] && props.onKind(v[0])}
        />
      </List.Item>
      {field('name', '抬头名称', company ? '单位全称' : '个人姓名')}
      {company && field('taxNo', '税号', '18位统一社会信用代码')}
      {company && props.extras && COMPANY_EXTRAS.map(([name, label]) => field(name, label, '选填'))}
      {field('email', '电子邮箱', '接收电子发票')}
      {props.children}
    </List>
  );
}
