import {
  AkInfo,
  ApplicationInfo,
  AppError,
  ErrorCode,
  HomeFuncEntries,
  MapTypeInfo,
  MenuConfig,
  PageRemark,
  PageRemarkQuery,
  ParamConfig,
  PictureUpload,
  PictureUploaded,
  ViewNotice,
  ViewNoticeQuery,
  WebPageConfig,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BasicService } from './basic.service';
import { base64Length, type PicturesService } from './pictures.service';

const BASE = '/basic/v2/api';
export const PICTURES_PATH = `${BASE}/pictures`;

/** Driver endpoints of a dealer's basic configuration; registered where req.dealer is resolved. */
export const basicRoutes: FastifyPluginAsyncZod<{
  basic: BasicService;
  pictures: PicturesService;
  maxBytes: number;
}> = async (app, { basic, pictures, maxBytes }) => {
  // The plain "read one thing of my dealer" endpoints.
  const readOf = <T extends z.ZodType>(path: string, data: T, read: (dealerId: string) => Promise<z.output<T>>) =>
    app.get(`${BASE}/${path}`, { schema: { response: { 200: envelope(data) } } }, async (req) =>
      ok(await read(req.dealer.id)),
    );

  readOf('applicationInfos', ApplicationInfo, basic.applicationInfo);
  readOf('paramConfigs', ParamConfig, basic.paramConfig);
  readOf('menuConfigs', MenuConfig, basic.menuConfig);
  readOf('homeFuncEntries', HomeFuncEntries, basic.homeFuncEntries);
  readOf('sysCodes/getMapType', MapTypeInfo, basic.mapType);
  readOf('getAk', AkInfo, basic.ak);
  readOf('webPageConfig', WebPageConfig, basic.webPageConfig);

  app.get(
    `${BASE}/pageRemark`,
    { schema: { querystring: PageRemarkQuery, response: { 200: envelope(PageRemark) } } },
    async (req) => ok(await basic.pageRemark(req.dealer.id, req.query.pageCode)),
  );

  app.get(
    `${BASE}/viewNotice`,
    { schema: { querystring: ViewNoticeQuery, response: { 200: envelope(ViewNotice) } } },
    async (req) => ok(await basic.viewNotice(req.dealer.id, req.query.noticeType)),
  );

  app.post(
    PICTURES_PATH,
    {
      schema: { body: PictureUpload, response: { 200: envelope(PictureUploaded) } },
      config: { authModel: 1 },
      // Room for the base64 of the largest picture plus a data URL prefix and the JSON around it.
      bodyLimit: base64Length(maxBytes) + 16 * 1024,
      // Only the pictures of a signed-in driver's complaint or certification: anonymous uploads were a free disk.
      // Without a token at all the body is not even read; the token itself is checked once the dealer is known.
      onRequest: async (req) => {
        if (!req.headers.authorization) throw new AppError(ErrorCode.NOT_LOGGED_IN, '请先登录后再上传图片');
      },
      preHandler: app.requireDriver,
    },
    async (req) =>
      ok(
        await pictures.upload(
          { dealerId: req.driver.dealerId, driverId: req.driver.id, ip: req.ip },
          req.body.fileData,
          req.body.suffix,
        ),
      ),
  );
};

/** Uploaded pictures, served to anyone holding the URL (keys are unguessable); no dealer needed. */
export const pictureFileRoutes: FastifyPluginAsyncZod<{ pictures: PicturesService }> = async (app, { pictures }) => {
  app.get(
    `${PICTURES_PATH}/:key`,
    { schema: { params: z.object({ key: z.string().max(64) }) } },
    async (req, reply) => {
      const picture = await pictures.get(req.params.key);
      if (!picture) throw new AppError(ErrorCode.NOT_FOUND, '图片不存在');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  );
};
