import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { PicturesService } from '../basic';
import type { PlatesService } from '../vehicles';
import { createApplicationsRepository } from './applications.repository';
import { applicationsOperatorRoutes, applicationsRoutes } from './applications.routes';
import { createApplicationsService, type ApplicationsService } from './applications.service';

export type { ApplicationsService };
export { benefitDiscount, createBenefitDiscounts } from './benefit-discount';

/**
 * Special-group benefit applications (/userApply, decision 041): the dealer's programmes, drivers' applications for
 * their plates, and operators' review. An approval's discount reaches the gate through the stay pricer's discount
 * port (`createBenefitDiscounts`, decision 054).
 */
export function createApplicationsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: {
    vehicles: ModuleOf<{ plates: Pick<PlatesService, 'ownedPlate'> }>;
    basic: ModuleOf<{ pictures: Pick<PicturesService, 'exists'> }>;
  },
): ServerModule<{ applications: ApplicationsService }> {
  const repo = createApplicationsRepository(deps.db);
  const applications = createApplicationsService({
    clock: deps.clock,
    plates: uses.vehicles.services.plates,
    pictures: uses.basic.services.pictures,
    repo,
  });
  return {
    services: { applications },
    routes: {
      driver: [mount(applicationsRoutes, { applications })],
      operator: [mount(applicationsOperatorRoutes, { applications })],
    },
    pictureReferences: { 'applications.benefitApplications': repo.picturesAmong },
    // ID numbers and certificates are personal data: they go with the account.
    deletion: { erasers: [{ key: 'benefitApplications', erase: (s) => repo.removeAllOf(s.id) }] },
  };
}
