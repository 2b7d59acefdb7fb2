import { AppError, BasicOps, ErrorCode, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { BasicService } from './basic.service';
import { base64Length, type PicturesService } from './pictures.service';

/** Driver endpoints of a dealer's basic configuration; registered where req.dealer is resolved. */
export async function basicRoutes(
  app: FastifyInstance,
  { basic, pictures, maxBytes }: { basic: BasicService; pictures: PicturesService; maxBytes: number },
) {
  // The plain "read one thing of my dealer" endpoints.
  serve(app, BasicOps.applicationInfos, {}, async (req) => ok(await basic.applicationInfo(req.dealer.id)));
  serve(app, BasicOps.paramConfigs, {}, async (req) => ok(await basic.paramConfig(req.dealer.id)));
  serve(app, BasicOps.menuConfigs, {}, async (req) => ok(await basic.menuConfig(req.dealer.id)));
  serve(app, BasicOps.homeFuncEntries, {}, async (req) => ok(await basic.homeFuncEntries(req.dealer.id)));
  serve(app, BasicOps.getMapType, {}, async (req) => ok(await basic.mapType(req.dealer.id)));
  serve(app, BasicOps.getAk, {}, async (req) => ok(await basic.ak(req.dealer.id)));
  serve(app, BasicOps.webPageConfig, {}, async (req) => ok(await basic.webPageConfig(req.dealer.id)));

  serve(app, BasicOps.pageRemark, {}, async (req) => ok(await basic.pageRemark(req.dealer.id, req.query.pageCode)));

  serve(app, BasicOps.viewNotice, {}, async (req) => ok(await basic.viewNotice(req.dealer.id, req.query.noticeType)));

  serve(
    app,
    BasicOps.uploadPicture,
    {
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
}

/** Uploaded pictures, served to anyone holding the URL (keys are unguessable); no dealer needed. */
export async function pictureFileRoutes(app: FastifyInstance, { pictures }: { pictures: PicturesService }) {
  serve(app, BasicOps.picture, {}, async (req, reply) => {
    const picture = await pictures.get(req.params.key);
    if (!picture) throw new AppError(ErrorCode.NOT_FOUND, '图片不存在');
    return reply
      .header('content-type', picture.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(picture.bytes);
  });
}
