import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { LoginPage } from './login-page';
import { consoleRoutes } from './routes';
import { RouteGate } from './route-gate';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const router = createBrowserRouter(
  [
    { path: 'login', element: <LoginPage /> },
    {
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Navigate to="parks" replace /> },
        ...consoleRoutes.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
        { path: '*', element: <Navigate to="parks" replace /> },
      ],
    },
  ],
  { basename: '/console' },
);

/** The console: Chinese antd, one query client, the routes of every section. */
export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff' } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
