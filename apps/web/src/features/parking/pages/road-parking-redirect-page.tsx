import { RoadParkingRedirect } from './road-parking-page';

/** /roadParking → /roadParking/index (spec section 2). */
export default RoadParkingRedirect;
