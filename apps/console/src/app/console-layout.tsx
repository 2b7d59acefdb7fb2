import { LogoutOutlined } from '@ant-design/icons';
import { OperatorOps, operatorRoleLabel } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api/client';
import { mayOpen } from './access';
import { consoleRoutes } from './routes';
import { session } from './session';
import { useOperator } from './use-operator';

/** The frame of every screen: the menu (from the route table, filtered by the operator's roles) and the header. */
export function ConsoleLayout() {
  const { operator } = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (operator === null) {
    return <Navigate to={`/login?from=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (operator === undefined) return <Spin fullscreen />;

  const items = consoleRoutes
    .filter((route) => route.inMenu && mayOpen(operator, route))
    .map((route) => ({ key: route.path, icon: route.icon, label: route.label }));
  const selected = location.pathname.split('/')[1] ?? '';

  async function signOut() {
    await api.call(OperatorOps.logout).catch(() => undefined);
    session.clear();
    queryClient.clear();
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={208} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ padding: '16px 24px', fontWeight: 600, fontSize: 16 }}>畅行停车 · 运营后台</div>
        <nav aria-label="主菜单">
          <Menu mode="inline" selectedKeys={[selected]} items={items} onClick={({ key }) => navigate(`/${key}`)} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', borderBottom: '1px solid #f0f0f0' }}
        >
          <Space>
            <Typography.Text>{operator.displayName}</Typography.Text>
            {operator.roles.map((role) => (
              <Tag key={role}>{operatorRoleLabel[role]}</Tag>
            ))}
            <Button icon={<LogoutOutlined />} onClick={signOut}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
