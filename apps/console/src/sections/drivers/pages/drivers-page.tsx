import { DriverFilter, OperatorRole, type DeletedDriver, type DriverSummary } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeskTable, FilterBar, useDeskList, QueryTable, useReviewParam } from '../../../components/desk';
import { useOperator } from '../../../app/use-operator';
import { formatTime } from '../../../lib/format';
import { deletedQuery, driversQuery } from '../api/drivers';
import { DriverDrawer } from '../components/driver-drawer';
import { PageTitle } from '../../../components/headings';

/** The drivers desk (车主): find a driver by phone or plate, masked; the account deletions (注销记录). */
export default function DriversPage() {
  const [params, setParams] = useSearchParams();
  const { operator } = useOperator();
  const tab = params.get('tab') ?? 'search';
  const service = operator?.roles.some((r) => r === OperatorRole.SERVICE || r === OperatorRole.ADMIN) ?? false;
  return (
    <Card title={<PageTitle>车主</PageTitle>}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(new URLSearchParams({ tab: key }))}
        items={[
          { key: 'search', label: '查找车主', children: <DriverSearch /> },
          ...(service ? [{ key: 'deleted', label: '注销记录', children: <Deleted /> }] : []),
        ]}
      />
      <DriverDrawer />
    </Card>
  );
}

function DriverSearch() {
  const { open } = useReviewParam();
  const list = useDeskList({
    schema: DriverFilter,
    pageSize: 20,
    query: (filter, page) => driversQuery({ ...(filter as DriverFilter), ...page }),
  });
  return (
    <>
      <FilterBar list={list} name="drivers">
        <Form.Item name="q" label="手机号或车牌">
          <Input allowClear style={{ width: 240 }} placeholder="如 1381234 或 浙A7D123" />
        </Form.Item>
      </FilterBar>
      <DeskTable<typeof DriverFilter, DriverSummary>
        list={list}
        rowKey="driverId"
        emptyText="没有找到车主：检查手机号或车牌"
        onRow={(row) => ({ onClick: () => open(row.driverId), style: { cursor: 'pointer' } })}
        columns={[
          { title: '手机号', dataIndex: 'phone', width: 140, render: (p: string | null) => p ?? '未绑定' },
          { title: '昵称', dataIndex: 'nickName' },
          { title: '车牌', dataIndex: 'plates', render: (p: string[]) => p.join('、') || '—' },
          { title: '注册时间', dataIndex: 'createdAt', width: 150, render: formatTime },
          {
            title: '状态',
            dataIndex: 'disabled',
            width: 90,
            render: (d: boolean) => (d ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
          },
          {
            title: '操作',
            width: 80,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => open(row.driverId)}>
                查看
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

function Deleted() {
  const [pageNo, setPageNo] = useState(1);
  const deleted = useQuery(deletedQuery({ pageNo, pageSize: 20 }));
  return (
    <>
      <Alert
        type="info"
        showIcon
        title="车主在 App 中自助注销，账号的个人信息已抹除；这里只留注销时间备查。"
        style={{ marginBottom: 12 }}
      />
      <QueryTable<DeletedDriver>
        query={deleted}
        rowKey="driverId"
        loading={deleted.isFetching}
        rows={deleted.data?.results}
        pagination={{ current: pageNo, pageSize: 20, total: deleted.data?.totalRecord ?? 0, onChange: setPageNo }}
        emptyText="暂无注销记录"
        columns={[
          { title: '车主编号', dataIndex: 'driverId' },
          { title: '注册时间', dataIndex: 'createdAt', render: formatTime },
          { title: '注销时间', dataIndex: 'deletedAt', render: formatTime },
        ]}
      />
    </>
  );
}
