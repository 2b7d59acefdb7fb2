/** A simulated car: battery size, where it starts and where its driver wants it. */
export interface Car {
  capacityKwh: number;
  soc: number;
  targetSoc: number;
  /** Minutes (simulated) the car stays plugged in after charging ends: occupation when beyond the grace. */
  unplugAfterMin: number;
}

/**
 * The power a car draws at a state of charge, as lithium packs do: the gun's full power up to 80%, then tapering
 * linearly to a tenth of it at 100% (constant current, then constant voltage).
 */
export function chargePowerKw(maxKw: number, soc: number): number {
  if (soc < 80) return maxKw;
  return Math.max(maxKw * 0.1, maxKw * (1 - (0.9 * (soc - 80)) / 20));
}

/** Charges `car` for `seconds` at the gun's curve; returns the Wh delivered (the car's SoC moves on). */
export function chargeFor(car: Car, maxKw: number, seconds: number): { wh: number; powerKw: number } {
  const powerKw = car.soc >= car.targetSoc ? 0 : chargePowerKw(maxKw, car.soc);
  const kwh = Math.min((powerKw * seconds) / 3600, ((car.targetSoc - car.soc) / 100) * car.capacityKwh);
  car.soc = Math.min(100, car.soc + (kwh / car.capacityKwh) * 100);
  return { wh: Math.max(0, Math.round(kwh * 1000)), powerKw };
}

/** A random car: 40–80 kWh, arriving at 15–45%, wanting 80–95%; unplugged after 5–40 simulated minutes. */
export function aRandomCar(rng: () => number = Math.random): Car {
  return {
    capacityKwh: 40 + Math.round(rng() * 40),
    soc: 15 + Math.round(rng() * 30),
    targetSoc: 80 + Math.round(rng() * 15),
    unplugAfterMin: 5 + Math.round(rng() * 35),
  };
}
