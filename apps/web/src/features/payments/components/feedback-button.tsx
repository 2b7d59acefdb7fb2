import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { paymentFeedbackPath } from '../../../lib/paths';

/** 提交反馈: the feedback form about this order, for a payment that went wrong. */
export function FeedbackButton({ orderNo, primary = false }: { orderNo: string; primary?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button
      color={primary ? 'primary' : 'default'}
      shape="rounded"
      onClick={() => void navigate(paymentFeedbackPath({ orderNo }))}
    >
      提交反馈
    </Button>
  );
}
