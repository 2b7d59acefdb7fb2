import { PlusOutlined } from '@ant-design/icons';
import { OperatorRole, ParkCreate } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Modal, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { useZodForm } from '../../../components/zod-form';
import { parksQuery, type ParkSummary } from '../api/parks';
import { useParkMutations } from '../api/park-setup';
import { ParkSettingsFields } from '../components/park-settings-fields';
import { QueryTable } from '../../../components/desk';
import { PageTitle } from '../../../components/headings';

const KIND_LABEL: Record<string, string> = { offStreet: '封闭车场', roadSide: '路侧停车' };

/** The parks the operator may see (a park-scoped operator: only theirs) with their fee rule; admins add parks. */
export default function ParksPage() {
  const parks = useQuery(parksQuery);
  const { operator } = useOperator();
  const [creating, setCreating] = useState(false);
  const admin = !!operator && mayOpen(operator, { roles: [OperatorRole.ADMIN] });
  return (
    <Card
      title={<PageTitle>车场</PageTitle>}
      extra={
        admin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建车场
          </Button>
        )
      }
    >
      <QueryTable<ParkSummary>
        query={parks}
        rowKey="parkId"
        emptyText={admin ? '还没有车场：点“新建车场”添加第一个车场' : '还没有授权给您的车场'}
        columns={[
          {
            title: '车场名称',
            dataIndex: 'parkName',
            render: (name: string, p) => <Link to={`/parks/${p.parkId}`}>{name}</Link>,
          },
          { title: '类型', dataIndex: 'parkKind', render: (kind: string) => KIND_LABEL[kind] ?? kind },
          { title: '先离场后付费', dataIndex: 'leaveFirst', render: (v: boolean) => (v ? '是' : '否') },
          {
            title: '收费规则',
            dataIndex: 'feeRuleLabels',
            render: (labels: string[]) => (labels.length ? labels.map((l) => <Tag key={l}>{l}</Tag>) : '未设置'),
          },
        ]}
      />
      {creating && <CreateParkDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}

function CreateParkDialog({ onClose }: { onClose: () => void }) {
  const { form, whenValid } = useZodForm(ParkCreate);
  const { createPark } = useParkMutations();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const submit = whenValid((body) => {
    createPark.mutate(body, {
      onSuccess: (park) => navigate(`/parks/${park.parkId}`),
      onError: (err) => void message.error(err.message),
    });
  });
  return (
    <Modal
      open
      width={760}
      title="新建车场"
      okText="创建"
      onOk={submit}
      confirmLoading={createPark.isPending}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="newPark"
        layout="vertical"
        initialValues={{ openingHours: '00:00-24:00', leaveFirst: false, totalSpaces: 0 }}
      >
        <ParkSettingsFields withKind />
      </Form>
    </Modal>
  );
}
