import { EFFECTIVE_FROM_SLACK_MS, type FeeRule, type FeeRuleHistory, type FeeRuleVersion } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, DatePicker, Empty, Form, Radio, Row, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatTime, SHANGHAI } from '../../../lib/format';
import { parksQuery } from '../../parks/api/parks';
import { ParkSelect } from '../../parks/components/park-select';
import { feeRuleHistoryQuery, useCreateFeeRule } from '../api/fee-rules';
import { FeePreviewPanel } from '../components/fee-preview';
import { RuleFields } from '../components/rule-editor';
import { checkRuleForm, defaultRuleForm, toRuleForm, type RuleForm } from '../components/rule-form';
import { PageTitle, SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';

// Solid tags (white text on a dark colour): antd's light preset tags fall short of WCAG AA contrast.
const STATUS: Record<FeeRuleVersion['status'], { color: string | undefined; text: string }> = {
  current: { color: '#237804', text: '生效中' },
  scheduled: { color: '#0958d9', text: '待生效' },
  past: { color: undefined, text: '已失效' },
};

/** Fee rules: pick a park, edit the next version of its rule with a live preview, see the versions kept. */
export default function FeeRulesPage() {
  const parks = useQuery(parksQuery);
  const [search, setSearch] = useSearchParams();
  const parkId = search.get('park') ?? parks.data?.[0]?.parkId;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={<PageTitle>收费规则</PageTitle>}
        extra={
          <ParkSelect
            aria-label="车场"
            style={{ width: 320 }}
            value={parkId}
            placeholder="选择车场"
            onChange={(value: string) => setSearch({ park: value })}
          />
        }
      >
        <ErrorAlert error={parks.error} />
        {parks.data?.length === 0 && <Empty description="还没有可管理的车场：请管理员先添加车场或为您授权车场" />}
        {parks.isSuccess && parks.data.length > 0 && (
          <Alert
            type="info"
            showIcon
            title="新规则只对生效时间之后入场的车辆计费；已在场车辆按入场时的规则计费。生效时，关注该车场的车主会收到调价提醒。"
          />
        )}
      </Card>
      {parkId && <ParkFeeRules key={parkId} parkId={parkId} />}
    </Space>
  );
}

function ParkFeeRules({ parkId }: { parkId: string }) {
  const history = useQuery(feeRuleHistoryQuery(parkId));
  if (history.isError) return <ErrorAlert error={history.error} />;
  if (history.isPending) return <Card loading title="规则编辑" />;
  return <Workbench parkId={parkId} history={history.data} />;
}

/** The editor (starting from the rule in force, or a typical rule for a park without one), its preview, the history. */
function Workbench({ parkId, history }: { parkId: string; history: FeeRuleHistory }) {
  // Untyped: the contract's issue paths name fields as plain arrays.
  const [form] = Form.useForm();
  const [initial] = useState(() => {
    const current = history.versions.find((v) => v.status === 'current');
    return current ? toRuleForm(current.rule) : defaultRuleForm();
  });
  const [rule, setRule] = useState<FeeRule | undefined>(() => checkRuleForm(initial).rule);
  const [problems, setProblems] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Judges the editor's values with the contract: each problem beside its field, the rest above the form. */
  function check() {
    const result = checkRuleForm(form.getFieldsValue(true) as RuleForm);
    const registered = form.getFieldsError().map(({ name }) => JSON.stringify(name));
    const beside = (result.issues ?? []).filter((issue) => registered.includes(JSON.stringify(issue.name)));
    const besideKeys = beside.map((issue) => JSON.stringify(issue.name));
    form.setFields([
      ...form
        .getFieldsError()
        .filter(({ name }) => !besideKeys.includes(JSON.stringify(name)))
        .map(({ name }) => ({ name, errors: [] })),
      ...beside,
    ]);
    setProblems(
      (result.issues ?? [])
        .filter((issue) => !besideKeys.includes(JSON.stringify(issue.name)))
        .flatMap((i) => i.errors),
    );
    setRule(result.rule);
    return result.rule;
  }
  const checkSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(check, 250);
  };

  return (
    <>
      <Row gutter={16} align="top">
        <Col span={14}>
          <Card title={<SectionTitle>编辑新版本</SectionTitle>}>
            {problems.length > 0 && (
              <Alert type="error" showIcon title={problems.join('；')} style={{ marginBottom: 16 }} />
            )}
            <Form form={form} layout="vertical" initialValues={initial} onValuesChange={checkSoon}>
              <RuleFields form={form} />
            </Form>
            <SaveVersion
              parkId={parkId}
              currentRule={() => {
                // What the form holds now: a value typed a moment ago has not reached the debounced preview yet.
                clearTimeout(timer.current);
                return check();
              }}
            />
          </Card>
        </Col>
        <Col span={10}>
          <FeePreviewPanel parkId={parkId} rule={rule} />
        </Col>
      </Row>
      <HistoryCard
        versions={history.versions}
        parkName={history.parkName}
        onLoad={(v) => {
          form.setFieldsValue(toRuleForm(v.rule));
          checkSoon();
        }}
      />
    </>
  );
}

/** When the new version takes effect, and the save. */
function SaveVersion({
  parkId,
  currentRule,
}: {
  parkId: string;
  /** The form's rule, judged now (its problems shown), or undefined when it has any. */
  currentRule: () => FeeRule | undefined;
}) {
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState<Dayjs | null>(null);
  const [atError, setAtError] = useState<string>();
  const create = useCreateFeeRule(parkId);
  const { message } = App.useApp();

  function save() {
    const valid = currentRule();
    if (!valid) return void message.error('规则有误，请按提示修改后再保存');
    let effectiveFrom: string | undefined;
    if (mode === 'later') {
      if (!at) return setAtError('请选择生效时间');
      const iso = dayjs.tz(at.format('YYYY-MM-DD HH:mm'), SHANGHAI);
      if (iso.valueOf() < Date.now() - EFFECTIVE_FROM_SLACK_MS) return setAtError('生效时间不能早于当前时间');
      effectiveFrom = iso.toISOString();
    }
    setAtError(undefined);
    create.mutate(
      { rule: valid, ...(effectiveFrom ? { effectiveFrom } : {}) },
      {
        onSuccess: (version) =>
          void message.success(
            version.status === 'scheduled'
              ? `已保存，将于 ${formatTime(version.effectiveFrom)} 生效`
              : '已保存，立即生效',
          ),
        onError: (err) => void message.error(err.message),
      },
    );
  }

  return (
    <Form layout="vertical" style={{ marginTop: 8 }}>
      <Form.Item label="生效时间">
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as 'now' | 'later')}
          options={[
            { value: 'now', label: '立即生效' },
            { value: 'later', label: '定时生效' },
          ]}
        />
      </Form.Item>
      {mode === 'later' && (
        <Form.Item
          label="生效于"
          htmlFor="effective-from"
          validateStatus={atError ? 'error' : undefined}
          help={atError ?? '该时间之前入场的车辆仍按原规则计费'}
        >
          <DatePicker
            id="effective-from"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={(value) => {
              setAt(value);
              setAtError(undefined);
            }}
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          />
        </Form.Item>
      )}
      <Button type="primary" onClick={save} loading={create.isPending}>
        保存为新版本
      </Button>
    </Form>
  );
}

function HistoryCard({
  versions,
  parkName,
  onLoad,
}: {
  versions: FeeRuleVersion[];
  parkName: string;
  onLoad: (version: FeeRuleVersion) => void;
}) {
  return (
    <Card title={<SectionTitle>{parkName} · 历史版本</SectionTitle>}>
      <Table<FeeRuleVersion>
        rowKey="feeRuleId"
        dataSource={versions}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有收费规则：在上方编辑并保存第一个版本' }}
        columns={[
          {
            title: '状态',
            dataIndex: 'status',
            width: 96,
            render: (s: FeeRuleVersion['status']) => <Tag color={STATUS[s].color}>{STATUS[s].text}</Tag>,
          },
          { title: '生效时间', dataIndex: 'effectiveFrom', width: 160, render: formatTime },
          {
            title: '规则',
            dataIndex: 'labels',
            render: (labels: string[]) => labels.map((l) => <Tag key={l}>{l}</Tag>),
          },
          { title: '设置人', dataIndex: 'createdBy', width: 200, render: (by: string | null) => by ?? '系统' },
          { title: '保存时间', dataIndex: 'createdAt', width: 160, render: formatTime },
          {
            title: '操作',
            width: 120,
            render: (_, version) => (
              <Button type="link" onClick={() => onLoad(version)}>
                载入编辑
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
