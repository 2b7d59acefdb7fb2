import { FAQ_CATEGORIES, FAQ_CATEGORY_TEXT, type FaqCategory } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { Collapse } from '../../../components/plain-collapse';
import { FaqSearch } from '../components/faq-search';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { faqsQuery } from '../api/faqs';
import { Section } from '../../../components/section';
import styles from '../components/support.module.css';
import { CONSULTATION_TYPE_OF_CATEGORY } from '../lib/support-paths';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

const isCategory = (value: string | null): value is FaqCategory =>
  (FAQ_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * The help centre's questions of one category (or matching a search): /customerService/billProblemList?category&q,
 * and the routes that stand for one category (billProblem, questionBill: bills; questionBook: monthly plans;
 * chargingBillProblemList: charging). "Still need help" opens a consultation of the fitting type.
 */
export function FaqListPage({ fixed }: { fixed?: FaqCategory }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('category');
  const category = fixed ?? (isCategory(asked) ? asked : undefined);
  const q = search.get('q')?.trim() ?? '';
  const faqs = useQuery(faqsQuery(category, q));
  const title = q ? `“${q}”的搜索结果` : category ? FAQ_CATEGORY_TEXT[category] : '常见问题';
  const type = category ? CONSULTATION_TYPE_OF_CATEGORY[category] : 1;

  return (
    <div className={styles.page}>
      <FaqSearch
        defaultValue={q}
        onSearch={(text) => setSearch(text.trim() ? { q: text.trim() } : {}, { replace: true })}
        onClear={() => setSearch(category && !fixed ? { category } : {}, { replace: true })}
      />
      {!faqs.isSuccess ? (
        <QueryState query={faqs} failed="常见问题加载失败" />
      ) : faqs.data.length === 0 ? (
        <PageState size="compact" title={q ? '没有找到相关问题' : '暂无常见问题'} description="您可以直接向客服咨询" />
      ) : (
        <Section title={title}>
          <Collapse>
            {faqs.data.map((faq) => (
              <Collapse.Panel key={faq.faqId} title={faq.question}>
                <p className={styles.answer}>{faq.answer}</p>
              </Collapse.Panel>
            ))}
          </Collapse>
        </Section>
      )}
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          onClick={() => void navigate(href(screen.customerServiceQuestionConsultation, { type }))}
        >
          仍需帮助？咨询客服
        </Button>
      </div>
    </div>
  );
}

export default function FaqRoutePage() {
  return <FaqListPage />;
}
