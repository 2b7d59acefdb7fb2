import { OperatorRole } from '@parking/contracts';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useOperator } from '../../../app/use-operator';
import { AskRefund } from './ask-refund';

const { ADMIN, FINANCE, SERVICE } = OperatorRole;

/** Whether the operator may ask for a refund of an order other than a parking bill (finance, service, admins). */
export function useMayAskRefund(): boolean {
  const { operator } = useOperator();
  return !!operator?.roles.some((r) => r === ADMIN || r === FINANCE || r === SERVICE);
}

/**
 * 退款 from an order's own page (a 月卡, a booking): the refund desk's dialog (AskRefund) opened on that order, the
 * same four-eyes operations behind it. Shown to finance and service (park managers and cashiers refund their parks'
 * parking orders only: the server says so again).
 */
export function RefundButton({ orderNo, label, children }: { orderNo: string; label: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (!useMayAskRefund()) return null;
  return (
    <>
      <Button type="link" size="small" aria-label={label} onClick={() => setOpen(true)}>
        {children ?? '退款'}
      </Button>
      {open && <AskRefund initialOrderNo={orderNo} onClose={() => setOpen(false)} />}
    </>
  );
}
