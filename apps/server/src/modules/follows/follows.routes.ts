import { FollowsOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../app/serve';
import type { FollowsService } from './follows.service';

/** The parks and stations a driver follows (/fllowManage). */
export async function followsRoutes(app: FastifyInstance, { follows }: { follows: FollowsService }) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, FollowsOps.follows, signedIn, async (req) => ok(await follows.list(req.driver)));
  serve(app, FollowsOps.followState, signedIn, async (req) => ok(await follows.state(req.driver, req.params)));
  serve(app, FollowsOps.follow, signedIn, async (req) => ok(await follows.follow(req.driver, req.body)));
  serve(app, FollowsOps.unfollow, signedIn, async (req) => ok(await follows.unfollow(req.driver, req.params)));
}
