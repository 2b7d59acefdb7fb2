import type { WalletMovement } from '@parking/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { formatFen, formatSignedYuan } from '@parking/contracts';
import { useMovement } from '../api/details';
import { WithdrawalParts } from './withdrawal-parts';
import styles from './wallet.module.css';
import fieldList from '../../../components/field-list.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';

const ORDER_STATE = { pending: '待支付', paid: '已支付', closed: '已关闭' } as const;

/** One movement opened from the details: its order (the bills it paid, or the recharge) or its withdrawal. */
export function MovementSheet({ movement, onClose }: { movement: WalletMovement | null; onClose: () => void }) {
  const detail = useMovement(movement?.movementId ?? '');
  const data = detail.data;
  return (
    <Popup
      visible={movement !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      {movement && (
        <div className={styles.sheet} role="dialog" aria-label={movement.title}>
          <p className={styles.sheetTitle}>{movement.title}</p>
          <p className={styles.sheetAmount}>{formatSignedYuan(movement.amountFen)}</p>
          <dl className={fieldList.list}>
            <div className={fieldList.field}>
              <dt>时间</dt>
              <dd>{formatShanghaiMinute(movement.occurredAt)}</dd>
            </div>
            <div className={fieldList.field}>
              <dt>变动后余额</dt>
              <dd>{formatFen(movement.balanceAfterFen)}</dd>
            </div>
            {data?.order && (
              <>
                <div className={fieldList.field}>
                  <dt>订单号</dt>
                  <dd>{data.order.orderNo}</dd>
                </div>
                <div className={fieldList.field}>
                  <dt>订单内容</dt>
                  <dd>{data.order.description}</dd>
                </div>
                <div className={fieldList.field}>
                  <dt>支付方式</dt>
                  <dd>{data.order.payChannelText}</dd>
                </div>
                <div className={fieldList.field}>
                  <dt>订单状态</dt>
                  <dd>{ORDER_STATE[data.order.state]}</dd>
                </div>
                {data.order.bills.map((bill) => (
                  <div className={fieldList.field} key={bill.uniqueId}>
                    <dt>{bill.formatPlateNo}</dt>
                    <dd>
                      {bill.parkName}
                      <br />
                      {formatShanghaiMinute(bill.parkStartTime)}
                      {bill.parkEndTime ? ` 至 ${formatShanghaiMinute(bill.parkEndTime)}` : ''}
                    </dd>
                  </div>
                ))}
              </>
            )}
          </dl>
          {data?.withdrawal && <WithdrawalParts withdrawal={data.withdrawal} />}
          {detail.isPending && <p className={styles.note}>加载中…</p>}
        </div>
      )}
    </Popup>
  );
}
