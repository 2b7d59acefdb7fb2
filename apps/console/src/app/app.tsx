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
          // a field in antd's red (#ff4d4f) is 3.3:1. #cc2f37 is 5.2:1 on white and still 4.6:1 where a danger link
          // sits on a hovered row or a text button's hover grey (#d9363e was 4.4:1 on #fafafa).
          colorTextPlaceholder: '#767676',
          colorError: '#cc2f37',
          // The hover colours of a button or link still under the pointer after a click: antd's lighter shades
          // (#2e7ae6 4.2:1, links #579df2 2.8:1, danger #e65e60 3.4:1) fall short; these reach 5:1 and more on white
          // (the link's 4.8:1 on a marked row's hover shade, below).
          colorPrimaryHover: '#2a6bd9',
          colorLinkHover: '#1f5fcc',
          colorErrorHover: '#b32430',
        },
        components: {
          // The row a table marks as the one shown (reconciliation's day): antd's hover shade of it (#add8ff) put its
          // links at 3.3:1; this one keeps them above 4.8:1.
          Table: { rowSelectedHoverBg: '#d6ebff' },
          // Tags of every desk, at their cause: a preset colour's text is antd's shade 7 on its shade 1 (green 3.4:1,
          // orange 3.3:1, gold 2.8:1…), a status tag's (success, processing, error, warning) the status colour on its
          // light background (#52c41a on #f6ffed is 2.2:1). Here the shades that reach 4.5:1; scoped to Tag, so
          // buttons, badges and alerts keep antd's colours.
          Tag: {
            colorSuccess: '#237804',
            colorInfo: '#0958d9',
            colorError: '#b32430',
            colorWarning: '#ad4e00',
            green7: '#237804',
            cyan7: '#006d75',
            orange7: '#ad4e00',
            volcano7: '#ad2102',
            gold7: '#874d00',
            yellow7: '#876800',
            lime7: '#3f6600',
          },
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
