import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { createUiEffects } from './ui-effects';

const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/payPage?uniqueId=1'] });

afterEach(() => {
  Toast.clear();
  Dialog.clear();
});

// React 19 removed the render antd-mobile's imperative API uses; without unstableSetRender nothing would appear.
describe('antd-mobile effects on React 19', () => {
  const effects = createUiEffects(router as never);

  it('shows a toast', async () => {
    effects.toast('网络异常，请稍后重试', { fail: true });
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
  });

  it('shows a confirm dialog and resolves with the choice', async () => {
    const answer = effects.confirm({ content: '该资讯已下架' });
    const confirm = await screen.findByText('确定');
    expect(screen.getByText('该资讯已下架')).toBeTruthy();
    confirm.click();
    await expect(answer).resolves.toBe(true);
  });

  it('resolves a multi-button dialog with the tapped key', async () => {
    const choice = effects.choose({
      title: '浙A12345 有欠费',
      actions: [
        { key: 'pay', text: '立即补缴' },
        { key: 'cancel', text: '取消' },
      ],
    });
    (await screen.findByText('立即补缴')).click();
    await expect(choice).resolves.toBe('pay');
  });

  it('reports the current path with its query', async () => {
    await waitFor(() => expect(effects.currentPath()).toBe('/payPage?uniqueId=1'));
  });
});
