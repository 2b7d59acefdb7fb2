import { AppError, ErrorCode } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decorateRequestSlot } from '../../plugins/request-slot';
import { bearerToken } from '../../security/bearer';
import type { AuthenticatedDriver, SessionsService } from './sessions.service';

type PreHandler = (req: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of driver routes: a valid access token of this dealer's driver, who has a bound phone. Sets
     * req.driver. No/unknown token → 0xd12501001, expired → 401, logged in elsewhere → 0xd12501021, no phone →
     * 0xd12501022 (the app goes to /bindPhone).
     */
    requireDriver: PreHandler;
    /** Like requireDriver, but a driver without a bound phone passes too (bindPhone, loginInfo, logout). */
    requireDriverSession: PreHandler;
    /**
     * For endpoints that also work anonymously: without an authorization header req.maybeDriver is null; a header
     * with a token is checked like requireDriverSession (a revoked session must still hear about it).
     */
    optionalDriver: PreHandler;
  }
  interface FastifyRequest {
    /** Set by requireDriver / requireDriverSession. */
    driver: AuthenticatedDriver;
    /** Set by optionalDriver. */
    maybeDriver: AuthenticatedDriver | null;
  }
}

/** Decorates the app with the driver preHandlers; they run after tenancy (req.dealer) on driver routes. */
export function installDriverAuth(app: FastifyInstance, sessions: SessionsService): void {
  decorateRequestSlot(app, 'driver', 'requireDriver');
  decorateRequestSlot(app, 'maybeDriver', 'optionalDriver');

  const authenticate = async (req: FastifyRequest): Promise<AuthenticatedDriver> => {
    const token = bearerToken(req);
    if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    return sessions.authenticate(token, req.dealer.id);
  };

  app.decorate('requireDriver', async (req: FastifyRequest) => {
    const driver = await authenticate(req);
    if (!driver.phone) throw new AppError(ErrorCode.NO_BOUND_PHONE);
    req.driver = driver;
  });
  app.decorate('requireDriverSession', async (req: FastifyRequest) => {
    req.driver = await authenticate(req);
  });
  app.decorate('optionalDriver', async (req: FastifyRequest) => {
    req.maybeDriver = req.headers.authorization ? await authenticate(req) : null;
  });
}
