import type { PlateMaterial } from '@parking/contracts';
import { materialStatusLabel } from '../lib/plate-labels';
import styles from './material-status.module.css';

const DESCRIPTIONS: Record<PlateMaterial['status'], string> = {
  pending: '材料已提交，工作人员将在 1-3 个工作日内完成审核',
  approved: '审核已通过',
  rejected: '审核未通过，请根据原因修改后重新提交',
  disabled: '该车牌的认证已停用',
};

/** The status of a certification, with the reviewer's reason when refused. */
export function MaterialStatus({ material }: { material: PlateMaterial }) {
  return (
    <section className={`${styles.banner} ${styles[material.status]}`} aria-label="审核状态">
      <strong className={styles.status}>{materialStatusLabel(material.status)}</strong>
      <span>{DESCRIPTIONS[material.status]}</span>
      {material.rejectReason && <span className={styles.reason}>原因：{material.rejectReason}</span>}
    </section>
  );
}
