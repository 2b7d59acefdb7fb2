import { useQueryClient } from '@tanstack/react-query';
import { AddCarForm } from '../../../plate-kit/add-car-form';
import { parkingKeys } from '../api/park-orders';
import { RoadPaths } from './road-parking-page';

/** /roadParking/addCar: bind a plate as /addCar does, then back to road-side parking's plate list. */
export default function RoadAddCarPage() {
  const client = useQueryClient();
  return (
    <AddCarForm boundTo={RoadPaths.PLATES} onBound={() => client.invalidateQueries({ queryKey: parkingKeys.plates })} />
  );
}
