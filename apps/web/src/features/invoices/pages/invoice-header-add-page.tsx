import type { TitleKind } from '@parking/contracts';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { useSaveTitle, useTitles } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { TitleFields } from '../components/title-fields';
import { backToForm, InvoicePaths } from '../lib/invoice-paths';
import { EMPTY_TITLE as EMPTY, titleProblem, type TitleDraft as Draft } from '../lib/title-draft';
import { MainButton } from '../../../components/main-button';

/** /invoiceHeaderAdd[?titleId]: add a title, or edit one (personal: a name; company: name and credit code). */
export default function InvoiceHeaderAddPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const titleId = search.get('titleId') ?? undefined;
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
  const submit = async () => {
    const problem = titleProblem(k, d);
    setError(problem);
    if (problem) return;
    const optional = (v: string) => (v.trim() ? v.trim() : undefined);
    const saved = await save.mutateAsync({
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
    // Back to the make-invoice form that opened it, the title chosen; otherwise to the title book (where a title is
    // chosen as default or edited again), not "back": the way in may be a link.
    void navigate(backToForm(search.get('back'), saved.titleId) ?? InvoicePaths.TITLES, { replace: true });
  };
  return (
    <div className={styles.page}>
      <TitleFields kind={k} onKind={setKind} draft={d} onDraft={setDraft} extras>
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
      </TitleFields>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.actions}>
        <MainButton loading={save.isPending} onClick={() => void submit()}>
          保存
        </MainButton>
      </div>
    </div>
  );
}
