import type { BagPlan } from '@parking/contracts';
import type { ReactNode } from 'react';
import { PlateList } from '../../../components/plate-text';
import { Facts, Section } from '../../../components/section';

/** A plan's card: its park and kind, its state aside; its plates, then `facts`, then `children`. */
export function PlanSection({
  plan,
  facts,
  children,
}: {
  plan: Pick<BagPlan, 'parkName' | 'kindName' | 'stateText' | 'plates'>;
  facts: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  return (
    <Section title={`${plan.parkName} · ${plan.kindName}`} extra={plan.stateText}>
      <Facts rows={[['车牌', <PlateList key="plates" plates={plan.plates} />], ...facts]} />
      {children}
    </Section>
  );
}
