/**
 * 通过 / 驳回 on one row of a money review (a refund, a withdrawal): 通过 is confirmed in a popover and says how it went,
 * 驳回 asks for a reason in a dialog that shows the server's refusal and closes once the refusal is recorded.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from './review-desk';

const REFUSE = { key: 'refuse', label: '驳回', needsReason: true, danger: true };

export function ApproveRefuse({
  id,
  confirm,
  approve,
  refuse,
}: {
  /** The row's id, which both writes take. */
  id: string;
  /** The popover's title, description and button, and the message once approved. */
  confirm: { title: string; description: string; okText: string; done: string };
  approve: UseMutationResult<unknown, Error, string>;
  /** Records the refusal with its reason (`note`). */
  refuse: UseMutationResult<unknown, Error, { id: string; note: string }>;
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
        onConfirm={() => approve.mutateAsync(id).then(() => void message.success(confirm.done), fail)}
      >
        <Button size="small" type="primary" loading={approve.isPending}>
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
          busy={refuse.isPending}
          error={refuse.error?.message}
          onCancel={() => setRefusing(false)}
          onSubmit={(note) => refuse.mutate({ id, note }, { onSuccess: () => setRefusing(false) })}
        />
      )}
    </Space>
  );
}
