/**
 * 通过 / 驳回 on one row of a money review (a refund, a withdrawal): 通过 is confirmed in a popover and says how it went,
 * 驳回 asks for a reason in a dialog that shows the server's refusal and closes once the refusal is recorded.
 */
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from './review-desk';

const REFUSE = { key: 'refuse', label: '驳回', needsReason: true, danger: true };

export function ApproveRefuse({
  confirm,
  approve,
  refuse,
}: {
  /** The popover's title, description and button, and the message once approved. */
  confirm: { title: string; description: string; okText: string; done: string };
  approve: { run: () => Promise<unknown>; busy: boolean };
  /** `run` records the refusal with its reason and calls `done` when it has. */
  refuse: { run: (note: string, done: () => void) => void; busy: boolean; error: string | undefined };
}) {
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState(false);
  const fail = (error: unknown) => message.error(error instanceof Error ? error.message : String(error));
  return (
    <Space>
      <Popconfirm
        title={confirm.title}
        description={confirm.description}
        okText={confirm.okText}
        onConfirm={() => approve.run().then(() => void message.success(confirm.done), fail)}
      >
        <Button size="small" type="primary" loading={approve.busy}>
          通过
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={() => setRefusing(true)}>
        驳回
      </Button>
      {refusing && (
        <ReasonDialog
          decision={REFUSE}
          max={200}
          busy={refuse.busy}
          error={refuse.error}
          onCancel={() => setRefusing(false)}
          onSubmit={(note) => refuse.run(note, () => setRefusing(false))}
        />
      )}
    </Space>
  );
}
