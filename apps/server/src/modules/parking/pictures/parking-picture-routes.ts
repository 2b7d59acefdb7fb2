import { AppError, ErrorCode } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../../clock';
import { PARKING_PICTURE_FILE_PATH, type ParkingPictures } from './parking-pictures';

/** Serves a gate or handheld picture to whoever holds a signed, unexpired URL (handed out after a BOLA check). */
export const parkingPictureFileRoutes: FastifyPluginAsyncZod<{ pictures: ParkingPictures; clock: Clock }> = async (
  app,
  { pictures, clock },
) => {
  app.get(
    `${PARKING_PICTURE_FILE_PATH}/:key`,
    {
      schema: {
        params: z.object({ key: z.string().max(64) }),
        querystring: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      const picture = await pictures.open(req.params.key, req.query.expires, req.query.signature, clock.now());
      // One answer for expired, forged and missing: a URL either works or it does not.
      if (!picture) throw new AppError(ErrorCode.NOT_FOUND, '图片链接已失效');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  );
};
