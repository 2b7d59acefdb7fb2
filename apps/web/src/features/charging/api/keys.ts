/** Query keys of the charging feature; order keys start with 'driver' so logging out drops them (api/driver). */
export const chargingKeys = {
  station: (stationId: string) => ['charging', 'station', stationId] as const,
  gun: (gunNo: string) => ['charging', 'gun', gunNo] as const,
  orders: ['driver', 'charging', 'orders'] as const,
  list: (requestType: number) => ['driver', 'charging', 'orders', 'list', requestType] as const,
  order: (orderNo: string) => ['driver', 'charging', 'orders', orderNo] as const,
  occupation: ['driver', 'charging', 'occupation'] as const,
  plates: ['driver', 'charging', 'plates'] as const,
  occupyList: ['driver', 'charging', 'occupy', 'list'] as const,
  occupyOrder: (orderNo: string) => ['driver', 'charging', 'occupy', orderNo] as const,
  coupons: ['driver', 'charging', 'coupons'] as const,
};
