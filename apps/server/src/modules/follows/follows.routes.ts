import { FollowsOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { AlertsService } from './alerts.service';
import type { FollowsService } from './follows.service';

/** The parks and stations a driver follows (/fllowManage), their alert switches and the driver's alerts. */
export async function followsRoutes(
  app: FastifyInstance,
  { follows, alerts }: { follows: FollowsService; alerts: AlertsService },
) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, FollowsOps.follows, signedIn, async (req) => ok(await follows.list(req.driver)));
  serve(app, FollowsOps.followState, signedIn, async (req) => ok(await follows.state(req.driver, req.params)));
  serve(app, FollowsOps.follow, signedIn, async (req) => ok(await follows.follow(req.driver, req.body)));
  serve(app, FollowsOps.unfollow, signedIn, async (req) => ok(await follows.unfollow(req.driver, req.params)));
  serve(app, FollowsOps.setFollowAlerts, signedIn, async (req) =>
    ok(await follows.setAlerts(req.driver, req.params, req.body)),
  );
  serve(app, FollowsOps.followAlerts, signedIn, async (req) => ok(await alerts.list(req.driver.id, req.query)));
  serve(app, FollowsOps.readFollowAlerts, signedIn, async (req) =>
    ok(await alerts.read(req.driver.id, req.body.alertIds)),
  );
}
