import { APPEAL_SUBJECT_TEXT, ChargingOrderRoutes, formatFen, type OrderAppealSubject } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { orderAppealQuery, useCreateOrderAppeal } from '../api/support';
import { AppealForm } from '../components/appeal-form';
import { appealDetailPath, isOrderNo } from '../lib/support-paths';

const PLACEHOLDER: Record<OrderAppealSubject, string> = {
  charging: '请描述账单的问题，如充电电量与车辆显示不符、未充上电却扣费',
  occupation: '请描述占位费的问题，如已及时拔枪、充电桩故障无法拔枪',
  monthlyPlan: '请描述缴费的问题，如重复缴费、车场无法停车',
};

/**
 * An appeal of a charging bill (/chargingBillComplain?orderNo), an occupation fee (/occupyAppeal?orderNo) or a
 * monthly-plan payment (/customerService/planFeedBack?orderNo): a description and up to 9 pictures (decision 050).
 * An order with an open appeal shows that appeal instead of a second form.
 */
export function OrderAppealPage({ subject }: { subject: OrderAppealSubject }) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const navigate = useNavigate();
  if (!isOrderNo(orderNo)) {
    return (
      <PageState
        title="请选择要申诉的订单"
        description="在订单详情中点击“申诉”发起"
        action={{ text: '返回', onClick: () => void navigate(-1) }}
      />
    );
  }
  return <OrderAppealForm subject={subject} orderNo={orderNo} />;
}

function OrderAppealForm({ subject, orderNo }: { subject: OrderAppealSubject; orderNo: string }) {
  const existing = useQuery(orderAppealQuery(subject, orderNo));
  const create = useCreateOrderAppeal();
  if (!existing.isSuccess) return <QueryState query={existing} failed="申诉加载失败" />;
  const open = existing.data && existing.data.status !== 'resolved' && existing.data.status !== 'closed';
  if (open) return <Navigate to={appealDetailPath(subject, orderNo)} replace />;
  return (
    <AppealForm
      header={<AppealedOrder subject={subject} orderNo={orderNo} />}
      placeholder={PLACEHOLDER[subject]}
      pending={create.isPending}
      send={async (input) => {
        await create.mutateAsync({ subject, orderNo, ...input });
        return appealDetailPath(subject, orderNo);
      }}
    />
  );
}

/** What is appealed: a charging order's station and amounts (its own read), or a plan payment's number. */
function AppealedOrder({ subject, orderNo }: { subject: OrderAppealSubject; orderNo: string }) {
  const charging = useQuery({
    queryKey: ['support', 'appealedCharging', orderNo],
    queryFn: ({ signal }) => api.call(ChargingOrderRoutes.chargingOrder, { params: { orderNo }, signal }),
    enabled: subject !== 'monthlyPlan',
  });
  if (subject === 'monthlyPlan') {
    return (
      <Section title={APPEAL_SUBJECT_TEXT[subject]}>
        <Facts rows={[['缴费订单号', orderNo]]} />
      </Section>
    );
  }
  if (!charging.isSuccess) return <QueryState query={charging} failed="订单加载失败" gone="订单不存在" />;
  const o = charging.data;
  const rows: [string, string][] = [
    ['充电站', o.stationName],
    ['订单号', o.orderNo],
  ];
  if (subject === 'charging') rows.push(['充电电量', `${o.kwh}度`], ['充电费用', formatFen(o.amountFen)]);
  else if (o.occupation) {
    rows.push(['占位时长', `${o.occupation.minutes}分钟`], ['占位费', formatFen(o.occupation.amountFen)]);
  }
  return (
    <Section title={APPEAL_SUBJECT_TEXT[subject]}>
      <Facts rows={rows} />
    </Section>
  );
}

/** /chargingBillComplain?orderNo (充电账单申诉). */
export default function ChargingBillComplainPage() {
  return <OrderAppealPage subject="charging" />;
}
