import { Paths } from '../../../lib/paths';
import { AddCarForm } from '../../../plate-kit/add-car-form';

/**
 * /addCar: type a plate on the plate keyboard, tick 大中型车辆（黄牌车） for a yellow plate, bind it. A plate already
 * bound by someone else cannot be bound twice: the driver is offered certification (/plateMaterial) instead.
 */
export default function AddCarPage() {
  return <AddCarForm boundTo={Paths.CAR_MANAGE} />;
}
