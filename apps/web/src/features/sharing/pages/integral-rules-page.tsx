import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useCreditRules } from '../api/sharing';
import styles from '../components/sharing.module.css';

/** /integralRules: the dealer's rule table, as the ledger applies it. */
export default function IntegralRulesPage() {
  const rules = useCreditRules();
  if (!rules.isSuccess) return <QueryState query={rules} failed="信用分规则加载失败" />;
  return (
    <div className={styles.page}>
      <Section title="信用分规则">
        <p className={styles.meta}>新用户信用分为 0 分；信用分低于 0 分时不能使用错时共享。</p>
        <ul className={styles.list} aria-label="信用分规则">
          {rules.data.results.map((r) => (
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
      </Section>
    </div>
  );
}
