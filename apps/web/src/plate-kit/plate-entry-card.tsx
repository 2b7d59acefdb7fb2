import { Limits, plateSlots, type PlateColor } from '@parking/contracts';
import { useDefaultProvince } from '../api/basic/param-config';
import layout from '../components/card-page.module.css';
import { PlateInput } from './plate-keyboard';

/** A plate as typed so far on the plate keyboard, and its colour once one is chosen. */
export interface TypedPlate {
  plateNo: string;
  plateColor: PlateColor | undefined;
}

export const NO_PLATE: TypedPlate = { plateNo: '', plateColor: undefined };

/** Whether all the characters a plate needs are typed (a new-energy plate's last one is optional). */
export function isPlateTyped(plate: TypedPlate): boolean {
  return plateSlots(plate.plateNo).length >= Limits.PLATE_REQUIRED_SLOTS;
}

/** A card-page's card where the driver types a plate, the park's province already in its first slot. */
export function PlateEntryCard({
  label,
  heading,
  onChange,
}: {
  label: string;
  heading: string;
  onChange: (plate: TypedPlate) => void;
}) {
  const province = useDefaultProvince();
  return (
    <section className={layout.card} aria-label={label}>
      <h1 className={layout.heading}>{heading}</h1>
      <PlateInput defaultProvince={province} onChange={(plateNo, plateColor) => onChange({ plateNo, plateColor })} />
    </section>
  );
}
