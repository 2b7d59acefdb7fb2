import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PicturesService } from '../basic';
import { createHistoryRepository } from './history.repository';
import { createHistoryService } from './history.service';
import { createMaterialsRepository } from './materials.repository';
import { createMaterialsService } from './materials.service';
import { createPlatesRepository } from './plates.repository';
import { createPlatesService } from './plates.service';

/** The vehicles module's repositories and services, built once by its index.ts. */
export function createVehicles({
  db,
  clock,
  pictures,
  log,
}: {
  db: Db;
  clock: Clock;
  pictures: PicturesService;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const platesRepo = createPlatesRepository(db);
  const materialsRepo = createMaterialsRepository(db);
  return {
    platesRepo,
    plates: createPlatesService({ plates: platesRepo, materials: materialsRepo, clock }),
    materials: createMaterialsService({ db, materials: materialsRepo, plates: platesRepo, pictures, clock }),
    history: createHistoryService({
      history: createHistoryRepository(db),
      clock,
      onWriteError: (err) => log?.warn({ err }, 'plate history not recorded'),
    }),
  };
}
export type Vehicles = ReturnType<typeof createVehicles>;
