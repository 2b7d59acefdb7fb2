import { useSearchParams } from 'react-router';
import { AddCarForm } from '../../../plate-kit/add-car-form';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** /scanQRCodeAddCar?token=…: a coupon needs a plate to be used by; once bound, the scan is claimed again. */
export default function ScanAddCarPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <AddCarForm boundTo={href(screen.scanQRCode, { token })} />;
}
