import { VehicleRoutes, type PlateMaterial, API_BASE, BasicRoutes, fillPath } from '@parking/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { aMaterial, fakeScreen, sentAt, sentTo, serveRoutes } from '../../../test/vehicle-screens';

const PICTURES = BasicRoutes.uploadPicture.path;
const pictureUrl = (n: number) =>
  `${API_BASE}${fillPath(BasicRoutes.picture, { key: `${String(n).padStart(32, '0')}.jpg` })}`;
const ID = '00000000-0000-4000-8000-0000000000aa';

let screenEffects: ReturnType<typeof fakeScreen>;
beforeEach(() => {
  screenEffects = fakeScreen({ loggedIn: true });
});

function serve(routes: Record<string, Reply>) {
  let uploads = 0;
  return serveRoutes({
    [at(BasicRoutes.webPageConfig)]: ok({
      searchButtonText: '',
      servicePhone: '0571-8765 4321',
      privacyPolicyUrl: '',
      userAgreementUrl: '',
    }),
    [at(BasicRoutes.uploadPicture)]: () => ok({ picUrl: pictureUrl(++uploads) }),
    ...routes,
  });
}

/** What the server stores from a submission (plateColor '' means not yellow). */
const materialFrom = (body: unknown, more: Partial<PlateMaterial> = {}): PlateMaterial => {
  const { plateColor, ...rest } = body as { plateColor?: unknown };
  return aMaterial({ ...rest, plateColor: plateColor === 2 ? 2 : null, ...more });
};

const sent = sentAt;

const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('上传图片'), { target: { files } });
const aPhoto = (name = 'licence.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type });

describe('/plateMaterial', () => {
  it('submits an ownership certification: licence pictures uploaded, other files ignored, then its detail', async () => {
    let created: PlateMaterial | undefined;
    const server = serve({
      [at(VehicleRoutes.plateMaterials)]: () => ok(created ? [created] : []),
      [at(VehicleRoutes.submitPlateMaterial)]: (request) => {
        created = materialFrom(request.body);
        return ok(created);
      },
      [at(VehicleRoutes.plateMaterial, { materialId: ID })]: () => ok(created),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/plateMaterial?plateNo=浙A12345&purpose=ownership' });
    expect(await screen.findByText('车辆归属认证')).toBeTruthy();

    // Submitting empty is stopped here with the server's own message (once the form's schema has loaded: a lazy chunk).
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() =>
      expect(screenEffects.effects.at(-1)).toMatchObject({ type: 'toast', content: '请输入车辆所有人' }),
    );

    await user.type(screen.getByRole('textbox', { name: /车辆所有人/ }), '张三');
    pick(aPhoto(), aPhoto('notes.pdf', 'application/pdf'), aPhoto('anim.gif', 'image/gif'));
    expect(await screen.findByRole('img', { name: '行驶证主页' })).toBeTruthy();
    expect(sentTo(server, 'POST', PICTURES)).toHaveLength(1);
    expect(sentTo(server, 'POST', PICTURES)[0]?.body).toMatchObject({
      suffix: 'jpeg',
      fileData: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    // The server stores pictures of signed-in drivers only: the upload carries the driver's token.
    expect(sentTo(server, 'POST', PICTURES)[0]?.headers.authorization).toBe('Bearer driver-token');
    expect(screenEffects.effects.filter((e) => e.type === 'toast' && e.fail)).toHaveLength(1); // only the empty-form one

    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
    expect(sent(server, at(VehicleRoutes.submitPlateMaterial))[0]?.body).toEqual({
      plateNo: '浙A12345',
      plateColor: '',
      purpose: 'ownership',
      ownerName: '张三',
      pictures: [pictureUrl(1)],
    });
    expect(await screen.findByText('审核中')).toBeTruthy();
  });

  it('opens the certification under way instead of a second form', async () => {
    serve({
      [at(VehicleRoutes.plateMaterials)]: ok([aMaterial()]),
      [at(VehicleRoutes.plateMaterial, { materialId: ID })]: ok(aMaterial()),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/plateMaterial?plateNo=浙A12345' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
    expect(router.state.location.search).toBe(`?materialId=${ID}`);
  });

  it('opens the disabled page for a closed certification', async () => {
    const closed = aMaterial({ status: 'disabled', editable: false, rejectReason: '材料不符', rejections: 3 });
    serve({
      [at(VehicleRoutes.plateMaterials)]: ok([closed]),
      [at(VehicleRoutes.plateMaterial, { materialId: ID })]: ok(closed),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/plateMaterial?plateNo=浙A12345' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDisabled'));
    expect(await screen.findByText('车辆认证已停用')).toBeTruthy();
    // The title is the page's own; the reason comes with the material, which may still be loading.
    expect(await screen.findByText('原因：材料不符')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0571-8765 4321' }).getAttribute('href')).toBe('tel:0571-87654321');
  });

  it('asks for the group of a special-group certification', async () => {
    let created: PlateMaterial | undefined;
    const server = serve({
      [at(VehicleRoutes.plateMaterials)]: ok([]),
      [at(VehicleRoutes.plateMaterialGroups)]: ok([
        { code: 'DISABLED_DRIVER', name: '残疾人优待', description: '残疾人驾驶的车辆' },
      ]),
      [at(VehicleRoutes.submitPlateMaterial)]: (request) => {
        created = materialFrom(request.body, { groupName: '残疾人优待' });
        return ok(created);
      },
      [at(VehicleRoutes.plateMaterial, { materialId: ID })]: () => ok(created),
    });
    const user = userEvent.setup();
    const { router } = renderApp({
      routes: appRoutes,
      at: '/plateMaterial?plateNo=浙A12345&plateColor=2&purpose=specialGroup',
    });
    await user.type(await screen.findByRole('textbox', { name: /车辆所有人/ }), '李四');
    pick(aPhoto());
    await screen.findByRole('img', { name: '行驶证主页' });
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screenEffects.effects.at(-1)).toMatchObject({ type: 'toast', content: '请选择认证类别' });

    await user.click(await screen.findByText('残疾人优待'));
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
    expect(sent(server, at(VehicleRoutes.submitPlateMaterial))[0]?.body).toMatchObject({
      plateNo: '浙A12345',
      plateColor: 2,
      purpose: 'specialGroup',
      groupCode: 'DISABLED_DRIVER',
    });
  });

  it('lets the driver type the plate when the link has none', async () => {
    serve({});
    renderApp({ routes: appRoutes, at: '/plateMaterial' });
    expect(await screen.findByText('请输入需要认证的车牌号')).toBeTruthy();
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/plateMaterialDetail and /plateMaterialEdit', () => {
  it('shows the reason of a rejection and resubmits the edited material', async () => {
    let current = aMaterial({ status: 'rejected', rejectReason: '照片模糊', rejections: 1 });
    const server = serve({
      [at(VehicleRoutes.plateMaterial, { materialId: ID })]: () => ok(current),
      [at(VehicleRoutes.resubmitPlateMaterial, { materialId: ID })]: (request) => {
        current = { ...current, ...(request.body as object), status: 'pending', rejectReason: '' };
        return ok(current);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: `/plateMaterialDetail?materialId=${ID}` });
    expect(await screen.findByText('原因：照片模糊')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '修改并重新提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialEdit'));
    const owner = await screen.findByRole('textbox', { name: /车辆所有人/ });
    expect((owner as HTMLInputElement).value).toBe('张三');
    await user.clear(owner);
    await user.type(owner, '张三丰');
    await user.click(screen.getByRole('button', { name: '删除行驶证主页' }));
    pick(aPhoto('clear.png', 'image/png'));
    await screen.findByRole('img', { name: '行驶证主页' });
    await user.click(screen.getByRole('button', { name: '重新提交' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
    expect(sent(server, at(VehicleRoutes.resubmitPlateMaterial, { materialId: ID }))[0]?.body).toEqual({
      ownerName: '张三丰',
      pictures: [pictureUrl(1)],
    });
    expect(await screen.findByText('审核中')).toBeTruthy();
  });

  it('does not offer edits of an approved certification', async () => {
    serve({
      [at(VehicleRoutes.plateMaterial, { materialId: ID })]: ok(
        aMaterial({ status: 'approved', editable: false, reviewedAt: '2026-06-02T02:00:00Z' }),
      ),
    });
    const { router } = renderApp({ routes: appRoutes, at: `/plateMaterialEdit?materialId=${ID}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
    expect(await screen.findByText('已通过')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修改/ })).toBeNull();
    expect(screen.getByRole('button', { name: '查看我的车辆' })).toBeTruthy();
  });
});
