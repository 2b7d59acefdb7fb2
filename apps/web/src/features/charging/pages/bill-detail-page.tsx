/** /chargeBillDetail?orderNo: the same order screen as /chargingResults (progress while charging, then the bill). */
export { default } from './charging-results-page';
