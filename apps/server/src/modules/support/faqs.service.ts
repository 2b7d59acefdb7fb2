import { AppError, ErrorCode, type Faq, type FaqCategory, type OperatorFaq } from '@parking/contracts';
import type { Clock } from '../../clock';
import { datedRowEdits } from './dated-rows';
import type { FaqRow, SupportRepository } from './support.repository';

const toFaq = (row: FaqRow): Faq => ({
  faqId: row.id,
  category: row.category,
  question: row.question,
  answer: row.answer,
});
const toOperatorFaq = (row: FaqRow): OperatorFaq => ({ ...toFaq(row), sort: row.sort });
const notFound = () => new AppError(ErrorCode.NOT_FOUND, '问题不存在');

interface FaqInput {
  category: FaqCategory;
  question: string;
  answer: string;
  sort: number;
}

/** The help centre's common questions: drivers read their dealer's, operators (content) write them. */
export function createFaqsService({ repo, clock }: { repo: SupportRepository; clock: Clock }) {
  const edits = datedRowEdits(repo.faqRows, toOperatorFaq, notFound, clock);
  return {
    async search(dealerId: string, filter: { category?: FaqCategory | undefined; q?: string | undefined }) {
      const q = filter.q?.trim();
      return (
        await repo.faqs(dealerId, { ...(filter.category ? { category: filter.category } : {}), ...(q ? { q } : {}) })
      ).map(toFaq);
    },
    async list(dealerId: string) {
      return (await repo.faqs(dealerId, {})).map(toOperatorFaq);
    },
    create: (dealerId: string, input: FaqInput) => edits.create(dealerId, input),
    update: (dealerId: string, id: string, input: FaqInput) => edits.update(dealerId, id, input),
    async remove(dealerId: string, id: string) {
      await edits.remove(dealerId, id);
      return { faqId: id };
    },
  };
}
export type FaqsService = ReturnType<typeof createFaqsService>;
