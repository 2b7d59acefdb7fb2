import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag } from 'antd';
import { parksQuery, type ParkSummary } from '../api/parks';

const KIND_LABEL: Record<string, string> = { offStreet: '封闭车场', roadSide: '路侧停车' };

/** The parks the operator may see (a park-scoped operator: only theirs) with their fee rule. */
export default function ParksPage() {
  const parks = useQuery(parksQuery);
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>车场</h1>}>
      {parks.isError && <Alert type="error" showIcon title={parks.error.message} style={{ marginBottom: 16 }} />}
      <Table<ParkSummary>
        rowKey="parkId"
        loading={parks.isPending}
        dataSource={parks.data}
        pagination={false}
        locale={{ emptyText: '还没有车场' }}
        columns={[
          { title: '车场名称', dataIndex: 'parkName' },
          { title: '类型', dataIndex: 'parkKind', render: (kind: string) => KIND_LABEL[kind] ?? kind },
          { title: '先离场后付费', dataIndex: 'leaveFirst', render: (v: boolean) => (v ? '是' : '否') },
          {
            title: '收费规则',
            dataIndex: 'feeRuleLabels',
            render: (labels: string[]) => (labels.length ? labels.map((l) => <Tag key={l}>{l}</Tag>) : '未设置'),
          },
        ]}
      />
    </Card>
  );
}
