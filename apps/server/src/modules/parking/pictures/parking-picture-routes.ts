import { AppError, ErrorCode, ParkingOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../kernel/serve';
import type { Clock } from '../../../clock';
import type { ParkingPictures } from './parking-pictures';

/** Serves a gate or handheld picture to whoever holds a signed, unexpired URL (handed out after a BOLA check). */
export async function parkingPictureFileRoutes(
  app: FastifyInstance,
  { pictures, clock }: { pictures: ParkingPictures; clock: Clock },
) {
  serve(app, ParkingOps.parkingPictureFile, {}, async (req, reply) => {
    const picture = await pictures.open(req.params.key, req.query.expires, req.query.signature, clock.now());
    // One answer for expired, forged and missing: a URL either works or it does not.
    if (!picture) throw new AppError(ErrorCode.NOT_FOUND, '图片链接已失效');
    return reply
      .header('content-type', picture.contentType)
      .header('cache-control', 'private, max-age=600')
      .header('x-content-type-options', 'nosniff')
      .send(picture.bytes);
  });
}
