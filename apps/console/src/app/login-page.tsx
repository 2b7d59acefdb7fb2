import { OperatorLogin, OperatorOps } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { api } from '../api/client';
import { useZodForm } from '../components/zod-form';
import { meQuery, useOperator } from './use-operator';
import { session } from './session';

/** Operator sign-in (the server's lockout answers repeated wrong passwords). */
export function LoginPage() {
  const { operator } = useOperator();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { form, whenValid } = useZodForm(OperatorLogin);
  if (operator) return <Navigate to={params.get('from') ?? '/parks'} replace />;

  const submit = whenValid(async (body) => {
    setBusy(true);
    setError(undefined);
    try {
      const signedIn = await api.call(OperatorOps.login, { body });
      queryClient.setQueryData(meQuery.queryKey, signedIn.operator);
      session.start(signedIn);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  });

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>畅行停车 · 运营后台</h1>} style={{ width: 400 }}>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" label="用户名">
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label="密码">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
