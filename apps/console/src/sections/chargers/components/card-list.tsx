import { CARD_STATES, cardStateText, formatFen, type DeskCard, type IssuedCard } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Tag, type FormInstance } from 'antd';
import { useState, type ComponentProps } from 'react';
import { formatTime } from '../../../lib/format';
import { useFailure } from '../../../api/queries';
import { cardsQuery, useChargerMutations } from '../api/chargers';
import { QueryTable } from '../../../components/desk';
import { optionsOf } from '../../../lib/options';
import { ModalForm } from '../../../components/modal-form';

const requestNo = () => `C${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Charging cards (admin or finance): find, issue (password shown once), top up, freeze and unfreeze. */
export function CardList() {
  const [filter, setFilter] = useState<{ cardNo?: string; state?: DeskCard['state'] }>({});
  const cards = useQuery(cardsQuery(filter));
  const { issueCard, cardBalance, freezeCard } = useChargerMutations();
  const { message } = App.useApp();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedCard>();
  const [topUp, setTopUp] = useState<DeskCard>();
  const [issueForm] = Form.useForm<{ cardNo: string; balanceYuan: number }>();
  const [topUpForm] = Form.useForm<{ amountYuan: number }>();
  const fail = useFailure();

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          aria-label="卡号"
          placeholder="卡号"
          allowClear
          style={{ width: 220 }}
          onSearch={(cardNo) => setFilter({ ...filter, cardNo: cardNo || undefined })}
        />
        <Select
          aria-label="卡状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          onChange={(state?: DeskCard['state']) => setFilter({ ...filter, state })}
          options={optionsOf(CARD_STATES, cardStateText)}
        />
        <Button type="primary" onClick={() => setIssuing(true)}>
          发卡
        </Button>
      </Space>
      <QueryTable<DeskCard>
        query={cards}
        rowKey="cardNo"
        pageSize={20}
        emptyText="没有充电卡：点「发卡」登记一张"
        columns={[
          { title: '卡号', dataIndex: 'cardNo' },
          { title: '余额', dataIndex: 'balanceFen', render: (f: number) => formatFen(f) },
          {
            title: '状态',
            dataIndex: 'state',
            render: (s: DeskCard['state']) => (
              <Tag color={s === 'active' ? 'success' : 'warning'}>{cardStateText[s]}</Tag>
            ),
          },
          { title: '绑定车主', dataIndex: 'bound', render: (b: boolean) => (b ? '已绑定' : '未绑定') },
          { title: '发卡时间', dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
          {
            title: '操作',
            render: (_, c) => (
              <Space>
                <Button size="small" onClick={() => setTopUp(c)}>
                  充值
                </Button>
                <Popconfirm
                  title={c.state === 'frozen' ? `解冻 ${c.cardNo}？` : `冻结 ${c.cardNo}？冻结后不能刷卡充电`}
                  onConfirm={() =>
                    freezeCard.mutateAsync({ cardNo: c.cardNo, frozen: c.state !== 'frozen' }).catch(fail)
                  }
                >
                  <Button size="small" disabled={c.state === 'lost'}>
                    {c.state === 'frozen' ? '解冻' : '冻结'}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {issuing && (
        <CardDialog
          title="发卡"
          form={issueForm}
          name="issue-card"
          busy={issueCard.isPending}
          onClose={() => setIssuing(false)}
          run={async (v) => {
            setIssued(
              await issueCard.mutateAsync({ cardNo: v.cardNo, balanceFen: Math.round((v.balanceYuan ?? 0) * 100) }),
            );
            setIssuing(false);
            issueForm.resetFields();
          }}
        >
          <Form.Item
            name="cardNo"
            label="卡号"
            rules={[{ required: true, pattern: /^[0-9A-Za-z]{8,20}$/, message: '卡号为8–20位数字或字母' }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="balanceYuan" label="初始余额（元）">
            <InputNumber min={0} max={10000} precision={2} />
          </Form.Item>
        </CardDialog>
      )}
      <Modal
        title="充电卡已发出"
        open={!!issued}
        onOk={() => setIssued(undefined)}
        onCancel={() => setIssued(undefined)}
      >
        <p>
          卡号 {issued?.cardNo}，余额 {formatFen(issued?.balanceFen ?? 0)}
        </p>
        <p>
          初始密码 <strong>{issued?.password}</strong>（只显示这一次，请交给持卡人）
        </p>
      </Modal>
      {topUp && (
        <CardDialog
          title={`充值 · ${topUp.cardNo}`}
          form={topUpForm}
          name="card-top-up"
          busy={cardBalance.isPending}
          onClose={() => setTopUp(undefined)}
          run={async (v) => {
            await cardBalance.mutateAsync({
              cardNo: topUp.cardNo,
              body: { kind: 'topUp', amountFen: Math.round(v.amountYuan * 100), requestNo: requestNo() },
            });
            void message.success('已充值');
            setTopUp(undefined);
          }}
        >
          <Form.Item
            name="amountYuan"
            label="充值金额（元，已在柜台收款）"
            rules={[{ required: true, message: '请输入金额' }]}
          >
            <InputNumber min={0.01} max={10000} precision={2} />
          </Form.Item>
        </CardDialog>
      )}
    </>
  );
}

/**
 * A card's dialog around one form (发卡, 充值): OK checks the fields, then `run`s with their values; a refusal is shown
 * as a toast and the dialog stays open.
 */
function CardDialog<V>({
  form,
  run,
  ...dialog
}: Omit<ComponentProps<typeof ModalForm>, 'form' | 'onOk'> & {
  form: FormInstance<V>;
  run: (values: V) => Promise<void>;
}) {
  const fail = useFailure();
  async function ok() {
    const values = await form.validateFields();
    try {
      await run(values);
    } catch (err) {
      fail(err);
    }
  }
  return <ModalForm {...dialog} form={form} onOk={ok} />;
}
