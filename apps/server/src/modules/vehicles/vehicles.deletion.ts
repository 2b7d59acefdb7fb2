import type { ModuleDeletion } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { HistoryService } from './history.service';
import type { MaterialsService } from './materials.service';
import type { PlatesRepository } from './plates.repository';

/**
 * The vehicles data in account deletion: a non-blocking notice that bound plates will be unbound, and an
 * eraser that unbinds them (rows stay, ended, for the orders that point at them) and deletes the plate history and
 * the certification materials with their licence pictures.
 */
export function vehiclesDeletionRules(deps: {
  plates: PlatesRepository;
  history: HistoryService;
  materials: MaterialsService;
  clock: Clock;
}): ModuleDeletion {
  const { plates, history, materials, clock } = deps;
  return {
    checks: [
      {
        key: 'boundPlates',
        title: '已绑定车辆',
        description: '注销后，您绑定的车辆将全部解除绑定，车牌查询记录和车辆认证材料将被删除',
        blocking: false,
        evaluate: async (subject) => {
          const n = await plates.countActive(subject.id);
          return n === 0
            ? { passed: true, detail: '未绑定车辆' }
            : { passed: false, detail: `注销后将解除绑定 ${n} 辆车` };
        },
      },
    ],
    erasers: [
      {
        key: 'vehicles',
        erase: async (subject) => {
          await plates.unbindAllOf(subject.id, clock.now());
          await history.eraseOf(subject.id);
          await materials.eraseOf(subject.id);
        },
      },
    ],
  };
}
