/**
 * The review pattern of the console (decision 087): a queue (the list pattern), a drawer with the applicant's
 * materials (pictures zoomable, fields, the checks the server made) and the decisions: approve, or refuse with a
 * reason the driver sees. The server's message is shown when it refuses a decision. One pattern for every review kind
 * (月卡申请, 车牌认证, 权益申请, 车主分组 …): a desk describes its kind and renders `<ReviewDesk kind={…} />`.
 *
 * How a desk uses it:
 *   const plateReviews: ReviewKind<typeof PlateReviewFilter, PlateReview> = {
 *     key: 'plate-reviews', title: '车牌认证', filterSchema: PlateReviewFilter,
 *     filters: <QueueStateFilter width={120} values={PLATE_REVIEW_STATUSES} text={PLATE_REVIEW_STATUS_TEXT} />,
 *     queue: (filters, page) => api.call(VehicleOps.plateReviews, { query: { ...filters, ...page } }),
 *     idOf: (r) => r.id, columns: […], decidable: (r) => r.status === 'pending',
 *     materials: (r) => ({ fields: [{ label: '车牌', value: r.plateNo }], pictures: [{ label: '行驶证', urls: r.pictures }] }),
 *     decide: (r, decision, reason) => api.call(VehicleOps.reviewPlate, { params: { id: r.id }, body: { decision, reason } }),
 *   };
 * The drawer's item is in the URL (`review=<id>`): a link opens it. With `detail`, the drawer fetches the item (a
 * link to an item not on the queue's page); without, it shows the queue's row.
 */
import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { Page } from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Image,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ErrorAlert } from '../error-alert';
import { DeskTable, FilterBar, useDeskList, type PageParams } from './desk-list';
import { optionsOf } from '../../lib/options';
import { ReasonFormDialog, type ReasonAnswer } from './form-dialog';

/** One decision a reviewer can take; one that `needsReason` asks for it (the driver sees it). */
export interface ReviewDecision {
  key: string;
  label: string;
  needsReason: boolean;
  danger?: boolean;
}

export const APPROVE: ReviewDecision = { key: 'approve', label: '通过', needsReason: false };
export const REJECT: ReviewDecision = { key: 'reject', label: '拒绝', needsReason: true, danger: true };

/** The applicant's materials as the drawer shows them. */
export interface ReviewMaterials {
  fields: { label: string; value: ReactNode }[];
  pictures?: { label: string; urls: string[] }[];
  /** What the server checked (plate format, ID number, plate free): a green or red mark each. */
  checks?: { label: string; ok: boolean; text?: string }[];
}

/**
 * A queue's 状态 filter (`name`: the schema's key, `status` unless said): one of `values`, shown as `text` says; never
 * cleared, unlike a list's `SelectFilter` (the schema says which the queue shows unasked: the waiting ones).
 */
export function QueueStateFilter<V extends string>({
  name = 'status',
  width,
  values,
  text,
}: {
  name?: string;
  width: number;
  values: readonly V[];
  text: Record<V, string>;
}) {
  return (
    <Form.Item name={name} label="状态">
      <Select style={{ width }} options={optionsOf(values, text)} />
    </Form.Item>
  );
}

export interface ReviewKind<S extends z.ZodType, T extends object> {
  /** The queue's query-key prefix (invalidated after a decision) and the screen's name for forms. */
  key: string;
  title: string;
  filterSchema: S;
  /** The queue's filter fields (`Form.Item`s named as the schema's keys). */
  filters?: ReactNode;
  pageSize?: number;
  queue: (filters: Partial<z.output<S>>, page: PageParams) => Promise<Page<T>>;
  /** One item by id, for the drawer (else the queue's row). */
  detail?: (id: string) => Promise<T>;
  idOf: (item: T) => string;
  columns: TableColumnsType<T>;
  materials: (item: T) => ReviewMaterials;
  /** Whether the item waits for a decision (else the drawer only shows it). */
  decidable: (item: T) => boolean;
  /** Defaults to 通过 and 拒绝. */
  decisions?: ReviewDecision[];
  decide: (item: T, decision: string, reason: string | undefined) => Promise<unknown>;
  /** Longest reason the operation takes (200). */
  reasonMax?: number;
  emptyText?: string;
}

/** A review queue and its drawer. */
export function ReviewDesk<S extends z.ZodType, T extends object>({
  kind,
  extra,
}: {
  kind: ReviewKind<S, T>;
  /** Beside the filter bar's buttons (an export). */
  extra?: ReactNode;
}) {
  const list = useDeskList({
    schema: kind.filterSchema,
    pageSize: kind.pageSize ?? 20,
    query: (filters, page) =>
      queryOptions({ queryKey: [kind.key, 'queue', filters, page], queryFn: () => kind.queue(filters, page) }),
  });
  const openId = list.url.param('review');
  const columns: TableColumnsType<T> = [
    ...kind.columns,
    {
      title: '操作',
      key: 'review',
      width: 96,
      render: (_, item) => (
        <Button type="link" size="small" onClick={() => list.url.setParam('review', kind.idOf(item))}>
          {kind.decidable(item) ? '审核' : '查看'}
        </Button>
      ),
    },
  ];
  const fromQueue = list.rows?.find((item) => kind.idOf(item) === openId);
  return (
    <>
      {kind.filters && (
        <FilterBar list={list} name={kind.key} extra={extra}>
          {kind.filters}
        </FilterBar>
      )}
      <DeskTable<S, T>
        list={list}
        rowKey={kind.idOf}
        columns={columns}
        {...(kind.emptyText ? { emptyText: kind.emptyText } : {})}
      />
      {openId && (
        <ReviewDrawer
          kind={kind}
          id={openId}
          fromQueue={fromQueue}
          onClose={() => list.url.setParam('review', undefined)}
        />
      )}
    </>
  );
}

/** The drawer of one item: materials, then the decisions. */
export function ReviewDrawer<S extends z.ZodType, T extends object>({
  kind,
  id,
  fromQueue,
  onClose,
}: {
  kind: ReviewKind<S, T>;
  id: string;
  fromQueue: T | undefined;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: [kind.key, 'detail', id],
    queryFn: () => kind.detail!(id),
    enabled: !!kind.detail,
  });
  const item = kind.detail ? detail.data : fromQueue;
  return (
    <Drawer open size={720} title={`${kind.title} · 审核`} onClose={onClose} destroyOnHidden>
      {kind.detail && detail.isPending ? (
        <Spin />
      ) : detail.isError ? (
        <ErrorAlert error={detail.error} />
      ) : !item ? (
        <Empty description="该记录不在当前页：回到列表中打开" />
      ) : (
        <>
          <MaterialsView materials={kind.materials(item)} />
          {kind.decidable(item) ? (
            <Decisions kind={kind} item={item} onDone={onClose} />
          ) : (
            <Alert type="info" showIcon title="该申请已处理，无需审核" />
          )}
        </>
      )}
    </Drawer>
  );
}

/** Fields, checks and pictures (click a picture to zoom; the group pages through all of them). */
export function MaterialsView({ materials }: { materials: ReviewMaterials }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', marginBottom: 24 }}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={materials.fields.map((f, i) => ({ key: String(i), label: f.label, children: f.value }))}
      />
      {materials.checks && materials.checks.length > 0 && (
        <Card size="small" title="系统核验">
          <Space wrap>
            {materials.checks.map((c) => (
              <Tag
                key={c.label}
                color={c.ok ? 'success' : 'error'}
                icon={c.ok ? <CheckCircleOutlined /> : <WarningOutlined />}
              >
                {c.label}
                {c.text ? `：${c.text}` : ''}
              </Tag>
            ))}
          </Space>
        </Card>
      )}
      <Image.PreviewGroup>
        {(materials.pictures ?? []).map((group) => (
          <Card key={group.label} size="small" title={group.label}>
            {group.urls.length === 0 ? (
              <Typography.Text type="secondary">未上传</Typography.Text>
            ) : (
              <Space wrap>
                {group.urls.map((url, i) => (
                  <Image
                    key={url}
                    src={url}
                    width={160}
                    height={120}
                    alt={`${group.label} ${i + 1}`}
                    style={{ objectFit: 'cover' }}
                  />
                ))}
              </Space>
            )}
          </Card>
        ))}
      </Image.PreviewGroup>
    </Space>
  );
}

/** The decision buttons; one that needs a reason asks for it in a dialog; a refusal of the server is shown there. */
function Decisions<S extends z.ZodType, T extends object>({
  kind,
  item,
  onDone,
}: {
  kind: ReviewKind<S, T>;
  item: T;
  onDone: () => void;
}) {
  const decisions = kind.decisions ?? [APPROVE, REJECT];
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<ReviewDecision>();
  const decide = useMutation({
    mutationFn: ({ decision, reason }: { decision: ReviewDecision; reason?: string }) =>
      kind.decide(item, decision.key, reason),
    onSuccess: async (_, { decision }) => {
      void message.success(`已${decision.label}`);
      setAsking(undefined);
      await queryClient.invalidateQueries({ queryKey: [kind.key] });
      onDone();
    },
  });
  return (
    <>
      {!asking && <ErrorAlert error={decide.error} gap={16} />}
      <Space>
        {decisions.map((d) => (
          <Button
            key={d.key}
            type={d.key === APPROVE.key ? 'primary' : 'default'}
            danger={d.danger ?? false}
            icon={d.key === APPROVE.key ? <CheckCircleOutlined /> : d.danger ? <CloseCircleOutlined /> : undefined}
            loading={decide.isPending && decide.variables.decision.key === d.key}
            onClick={() => {
              decide.reset();
              if (d.needsReason) setAsking(d);
              else decide.mutate({ decision: d });
            }}
          >
            {d.label}
          </Button>
        ))}
      </Space>
      {asking && (
        <ReasonDialog
          decision={asking}
          max={kind.reasonMax ?? 200}
          busy={decide.isPending}
          error={decide.error?.message}
          onCancel={() => setAsking(undefined)}
          onSubmit={(reason) => decide.mutate({ decision: asking, reason })}
        />
      )}
    </>
  );
}

/** Asks for the reason of a decision: required, trimmed, at most `max` characters; the driver sees it. */
export function ReasonDialog({
  decision,
  max,
  ...dialog
}: {
  decision: ReviewDecision;
  max: number;
} & ReasonAnswer) {
  return (
    <ReasonFormDialog
      name="review-reason"
      title={`${decision.label}：填写原因`}
      okText={`确认${decision.label}`}
      okDanger={decision.danger ?? false}
      label="原因（车主可见）"
      rule={{ max, message: `原因最多 ${max} 个字` }}
      max={max}
      {...dialog}
    />
  );
}
