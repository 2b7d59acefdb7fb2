import { TITLE_KIND_TEXT, TITLE_KINDS, type TitleKind } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { useSaveTitle, useTitles } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { InvoicePaths } from '../lib/invoice-paths';
import { EMPTY_TITLE as EMPTY, titleProblem, type TitleDraft as Draft } from '../lib/title-draft';

/** /invoiceHeaderAdd[?titleId]: add a title, or edit one (personal: a name; company: name and credit code). */
export default function InvoiceHeaderAddPage() {
  const navigate = useNavigate();
  const titleId = useSearchParams()[0].get('titleId') ?? undefined;
  const titles = useTitles();
  const save = useSaveTitle();
  const editing = titles.data?.find((t) => t.titleId === titleId);
  const [kind, setKind] = useState<TitleKind>();
  const [draft, setDraft] = useState<Partial<Draft>>({});
  const [isDefault, setDefault] = useState<boolean>();
  const [error, setError] = useState<string | null>(null);
  if (titleId && !titles.isSuccess) return <QueryState query={titles} failed="发票抬头加载失败" />;
  const k = kind ?? editing?.kind ?? 'company';
  const d: Draft = {
    ...EMPTY,
    ...Object.fromEntries(Object.entries(editing ?? {}).filter(([key, v]) => key in EMPTY && v !== null)),
    ...draft,
  };
  const field = (name: keyof Draft, label: string, placeholder: string) => (
    <List.Item title={label}>
      <Input
        aria-label={label}
        value={d[name]}
        placeholder={placeholder}
        onChange={(v) => setDraft({ ...draft, [name]: v })}
        clearable
      />
    </List.Item>
  );
  const submit = async () => {
    const problem = titleProblem(k, d);
    setError(problem);
    if (problem) return;
    const optional = (v: string) => (v.trim() ? v.trim() : undefined);
    await save.mutateAsync({
      ...(titleId ? { titleId } : {}),
      title: {
        kind: k,
        name: d.name.trim(),
        email: d.email.trim(),
        isDefault: isDefault ?? editing?.isDefault ?? false,
        ...(k === 'company'
          ? {
              taxNo: d.taxNo,
              address: optional(d.address),
              phone: optional(d.phone),
              bankName: optional(d.bankName),
              bankAccount: optional(d.bankAccount),
            }
          : {}),
      },
    });
    installedEffects.toast('已保存', { success: true });
    // To the title book (where a title is chosen as default or edited again), not "back": the way in may be a link.
    void navigate(InvoicePaths.TITLES, { replace: true });
  };
  return (
    <div className={styles.page}>
      <Selector
        columns={2}
        options={TITLE_KINDS.map((value) => ({ label: TITLE_KIND_TEXT[value], value }))}
        value={[k]}
        onChange={(v) => v[0] && setKind(v[0])}
      />
      <List>
        {field('name', '抬头名称', k === 'company' ? '单位全称' : '个人姓名')}
        {k === 'company' && field('taxNo', '税号', '18位统一社会信用代码')}
        {k === 'company' && field('address', '注册地址', '选填')}
        {k === 'company' && field('phone', '注册电话', '选填')}
        {k === 'company' && field('bankName', '开户银行', '选填')}
        {k === 'company' && field('bankAccount', '银行账号', '选填')}
        {field('email', '电子邮箱', '接收电子发票')}
        <List.Item
          extra={
            <Switch
              aria-label="设为默认抬头"
              checked={isDefault ?? editing?.isDefault ?? false}
              onChange={setDefault}
            />
          }
        >
          设为默认抬头
        </List.Item>
      </List>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={save.isPending} onClick={() => void submit()}>
          保存
        </Button>
      </div>
    </div>
  );
}
