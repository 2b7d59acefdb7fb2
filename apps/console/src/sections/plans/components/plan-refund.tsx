import { DownOutlined } from '@ant-design/icons';
import { formatFen, type OperatorBagPlan } from '@parking/contracts';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format';
import { AskRefund } from '../../refunds/components/ask-refund';
import { useMayAskRefund } from '../../refunds/components/refund-button';

/**
 * 退款 of a paid 月卡 from its row: the plan's paid orders (bought, renewed, topped up), one picked, then the refund
 * desk's dialog on that order (four eyes above the dealer's threshold). A granted (free) plan has none.
 */
export function PlanRefund({ plan }: { plan: OperatorBagPlan }) {
  const may = useMayAskRefund();
  const [orderNo, setOrderNo] = useState<string>();
  const paid = plan.payments.filter((p) => p.amountFen > 0);
  if (!may || paid.length === 0) return null;
  const plates = plan.plates.map((p) => p.plateNo).join('、');
  return (
    <>
      {paid.length === 1 ? (
        <Button type="link" size="small" aria-label={`退款 ${plates}`} onClick={() => setOrderNo(paid[0]!.orderNo)}>
          退款
        </Button>
      ) : (
        <Dropdown
          trigger={['click']}
          menu={{
            items: paid.map((p) => ({
              key: p.orderNo,
              label: `${p.kindText} ${formatFen(p.amountFen)} · ${formatTime(p.paidAt).slice(0, 10)}`,
            })),
            onClick: ({ key }) => setOrderNo(key),
          }}
        >
          <Button type="link" size="small" aria-label={`退款 ${plates}`}>
            退款 <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {orderNo && <AskRefund initialOrderNo={orderNo} onClose={() => setOrderNo(undefined)} />}
    </>
  );
}
