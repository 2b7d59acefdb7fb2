import { Result, Spin } from 'antd';
import { Suspense } from 'react';
import { mayOpen } from './access';
import type { ConsoleRoute } from './routes';
import { useOperator } from './use-operator';

/** A section's page, loaded on first visit, for operators whose roles allow it. */
export function RouteGate({ route }: { route: ConsoleRoute }) {
  const { operator } = useOperator();
  if (!operator) return null;
  if (!mayOpen(operator, route))
    return <Result status="403" title="无权访问" subTitle="当前账号的角色不能打开此页面" />;
  const Page = route.page;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Page />
    </Suspense>
  );
}
