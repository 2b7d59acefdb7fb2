import { TITLE_KIND_TEXT } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useDeleteTitle, useSaveTitle, useTitles } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { InvoicePaths, titleFormPath } from '../lib/invoice-paths';
import { MainButton } from '../../../components/main-button';

/** /invoiceHeaderManage (抬头管理): the title book; set the default, edit, delete, add. */
export default function InvoiceHeaderManagePage() {
  const navigate = useNavigate();
  const titles = useTitles();
  const save = useSaveTitle();
  const remove = useDeleteTitle();
  if (!titles.isSuccess) return <QueryState query={titles} failed="发票抬头加载失败" />;
  const add = () => void navigate(InvoicePaths.TITLE_ADD);
  if (titles.data.length === 0) {
    return <PageState title="暂无发票抬头" action={{ text: '添加抬头', onClick: add }} />;
  }
  return (
    <div className={styles.page}>
      <Section>
        <ul className={styles.list}>
          {titles.data.map((t) => (
            <li key={t.titleId} className={styles.row}>
              <button
                type="button"
                className={styles.row}
                onClick={() => void navigate(titleFormPath({ titleId: t.titleId }))}
              >
                <span className={styles.rowMain}>
                  <strong>
                    {t.name}
                    {t.isDefault ? '（默认）' : ''}
                  </strong>
                  <span className={styles.muted}>
                    {TITLE_KIND_TEXT[t.kind]}
                    {t.taxNo ? ` · ${t.taxNo}` : ''} · {t.email}
                  </span>
                </span>
              </button>
              {!t.isDefault && (
                <Button
                  size="small"
                  onClick={() =>
                    void save.mutateAsync({
                      titleId: t.titleId,
                      title: {
                        kind: t.kind,
                        name: t.name,
                        email: t.email,
                        isDefault: true,
                        ...(t.taxNo ? { taxNo: t.taxNo } : {}),
                        ...(t.address ? { address: t.address } : {}),
                        ...(t.phone ? { phone: t.phone } : {}),
                        ...(t.bankName ? { bankName: t.bankName } : {}),
                        ...(t.bankAccount ? { bankAccount: t.bankAccount } : {}),
                      },
                    })
                  }
                >
                  设为默认
                </Button>
              )}
              <Button
                size="small"
                color="danger"
                fill="none"
                onClick={async () => {
                  if (await installedEffects.confirm({ content: `删除抬头“${t.name}”？` })) {
                    await remove.mutateAsync(t.titleId);
                  }
                }}
              >
                删除
              </Button>
            </li>
          ))}
        </ul>
      </Section>
      <div className={styles.actions}>
        <MainButton onClick={add}>添加抬头</MainButton>
      </div>
    </div>
  );
}
