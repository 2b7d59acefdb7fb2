export { publicityRoutes } from './publicity.routes';
export { publicityOperatorRoutes } from './publicity.operator-routes';
export { createPublicityRepository } from './publicity.repository';
export { createPublicityService, type PublicityService } from './publicity.service';
