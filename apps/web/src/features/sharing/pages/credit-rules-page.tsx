import type { CreditRule } from '@parking/contracts';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useCreditRules } from '../api/sharing';
import styles from '../components/sharing.module.css';

/**
 * /integralRules: the dealer's rule table, as the ledger applies it. The section and its fixed rule paint with the
 * page's code, not after the call: a deep link (a message, a QR code) shows them one round trip sooner.
 */
export default function CreditRulesPage() {
  const rules = useCreditRules();
  return (
    <div className={styles.page}>
      <Section title="信用分规则">
        <p className={styles.meta}>新用户信用分为 0 分；信用分低于 0 分时不能使用错时共享。</p>
        {rules.isSuccess ? (
          <RuleList rules={rules.data.results} />
        ) : (
          <QueryState query={rules} failed="信用分规则加载失败" />
        )}
      </Section>
    </div>
  );
}

function RuleList({ rules }: { rules: readonly CreditRule[] }) {
  return (
    <ul className={styles.list} aria-label="信用分规则">
      {rules.map((r) => (
        <li key={r.code} className={styles.row}>
          <span>{r.title}</span>
          <span className={r.points < 0 ? styles.minus : styles.plus}>
            {r.points > 0 ? `+${r.points}` : r.points} 分
          </span>
        </li>
      ))}
      <li className={styles.row}>
        <span>客服核实后人工调整</span>
        <span>按核实结果</span>
      </li>
    </ul>
  );
}
