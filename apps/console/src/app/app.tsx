import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import './console.css';
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
    // antd's default blue (#1677ff) is 4.1:1 under white text; blue-7 meets WCAG AA's 4.5:1, and so does #666 for the
    // grey of help texts and descriptions (antd's is 3.4:1). Buttons keep their text as written (no space inserted
    // between two Chinese characters).
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: {
          colorPrimary: '#0958d9',
          colorLink: '#0958d9',
          colorTextDescription: '#666',
          colorTextTertiary: '#666',
          // A select's placeholder is text axe checks: antd's #bfbfbf is 1.8:1, #767676 is 4.5:1; the message beside
          // a field in antd's red (#ff4d4f) is 3.3:1, #d9363e is 4.6:1.
          colorTextPlaceholder: '#767676',
          colorError: '#d9363e',
        },
      }}
      button={{ autoInsertSpace: false }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
