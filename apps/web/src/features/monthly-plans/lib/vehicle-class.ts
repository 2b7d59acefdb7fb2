import { bagVehicleClassOf, parsePlate, PlateColor, type BagVehicleClass } from '@parking/contracts';

/** A plate as an application sends it: the bound plate's colour kept (a yellow plate pays the large price). */
export interface ClassedPlate {
  plateNo: string;
  plateColor?: number | null;
}

const yellow = (plateColor: number | null | undefined) =>
  plateColor === PlateColor.YELLOW ? PlateColor.YELLOW : undefined;

/**
 * The price class of the cars an application is for, as the server checks it on submit (monthly-plan-access
 * checkVehicleClass): 小型车, 小型新能源车, 大型车 (a yellow plate) or 大型新能源车. Null while no plate reads as one,
 * or when the plates are of different classes (the server then names the one that does not fit).
 */
export function vehicleClassOfPlates(plates: readonly ClassedPlate[]): BagVehicleClass | null {
  const classes = new Set<BagVehicleClass>();
  for (const p of plates) {
    const parsed = parsePlate(p.plateNo, { plateColor: yellow(p.plateColor) });
    if (parsed.ok) classes.add(bagVehicleClassOf(parsed.plate));
  }
  const [only] = classes;
  return classes.size === 1 && only ? only : null;
}

/** The products offered for the cars: those of their price class; all of them until a plate is chosen. */
export function productsForPlates<P extends { vehicleClass: BagVehicleClass }>(
  products: readonly P[],
  plates: readonly ClassedPlate[],
): P[] {
  const vehicleClass = vehicleClassOfPlates(plates);
  return vehicleClass ? products.filter((p) => p.vehicleClass === vehicleClass) : [...products];
}
