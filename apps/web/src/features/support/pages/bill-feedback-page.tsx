import { ParkingRoutes, type ParkOrderRef } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { AppealedBill } from '../../../components/appealed-bill';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useCreateAppealTicket } from '../api/support';
import { AppealForm } from '../components/appeal-form';
import { SupportPaths, ticketDetailPath } from '../lib/support-paths';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /customerService/billFeedBack?uniqueId&parkId (账单申诉): appeal one of the driver's parking bills with a description
 * and up to 9 pictures; service reviews it, finance confirms any refund, and the driver follows the steps.
 */
export default function BillFeedbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  if (!UUID.test(uniqueId) || !UUID.test(parkId)) {
    return (
      <PageState
        title="请选择要申诉的账单"
        description="在账单记录中找到有疑问的订单，再发起申诉"
        action={{ text: '查看账单记录', onClick: () => void navigate(SupportPaths.BILL_RECORD) }}
      />
    );
  }
  return <BillAppealForm orderRef={{ uniqueId, parkId }} />;
}

function BillAppealForm({ orderRef }: { orderRef: ParkOrderRef }) {
  const detail = useQuery({
    queryKey: ['support', 'appealOrder', orderRef.uniqueId],
    queryFn: ({ signal }) => api.call(ParkingRoutes.parkOrderDetail, { body: orderRef, signal }),
  });
  const create = useCreateAppealTicket();
  if (!detail.isSuccess) return <QueryState query={detail} failed="订单加载失败" />;
  return (
    <AppealForm
      header={<AppealedBill order={detail.data} />}
      placeholder="请描述账单的问题，如实际入场、出场时间"
      pending={create.isPending}
      send={async (input) => ticketDetailPath((await create.mutateAsync({ ...orderRef, ...input })).ticketId)}
    />
  );
}
