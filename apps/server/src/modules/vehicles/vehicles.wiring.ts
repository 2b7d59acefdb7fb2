import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PicturesService } from '../basic';
import { createHistoryRepository } from './history.repository';
import { createHistoryService } from './history.service';
import { createMaterialsRepository } from './materials.repository';
import { createMaterialsService } from './materials.service';
import { createPlatesRepository } from './plates.repository';
import { createPlatesService } from './plates.service';

/** The vehicles module's repositories and services, built once by app.ts. */
export function createVehicles({ db, clock, pictures }: { db: Db; clock: Clock; pictures: PicturesService }) {
  const platesRepo = createPlatesRepository(db);
  const materialsRepo = createMaterialsRepository(db);
  return {
    platesRepo,
    plates: createPlatesService({ plates: platesRepo, materials: materialsRepo, clock }),
    materials: createMaterialsService({ db, materials: materialsRepo, plates: platesRepo, pictures, clock }),
    history: createHistoryService({ history: createHistoryRepository(db), clock }),
  };
}
export type Vehicles = ReturnType<typeof createVehicles>;
