export { createDealersRepository, type Dealer, type DealersRepository } from './dealers.repository';
export { createDealersService, type DealersService } from './dealers.service';
