/** The signed-in driver a charging call acts for. */
export interface DriverRef {
  id: string;
  dealerId: string;
}
