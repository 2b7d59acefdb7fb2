/**
 * Every route of the spec (spec/routes.txt), as data: the embedded list and the route table are checked against it
 * in tests so a typo (the spec has /mounthlyDetail, /palteList...) cannot slip in unnoticed.
 */
export const SPEC_ROUTE_PATHS: readonly string[] = `
/ /404 /BarrierRslt /H5Mounth /accountBalance /accountBalanceCash /accountBalanceDetail /accountBalanceReslut
/addCar /arrearsPage /authorizationSuccess /balanceParks /billComplain /billComplainDetail /billRecord /bindPhone
/bookParks/index /bookParks/pay /bookParks/plate /bookParks/result /bookRecord /bookRecordDetail /bookingNotarize
/bookingSuccess /bulletin /buyCoupons /buyCouponsList /buyCouponsRecord /buyCouponsReslut /cancellation /carManage
/changeCardPassword /changeNickname /changePassWord /changeTel /changeUserName /chargeBillDetail /chargeBillManage
/chargeOccupation /chargeStationDetail /chargingAppealDetail /chargingBillComplain /chargingCard
/chargingChoiceCoupon /chargingPage /chargingPageResult /chargingResults /chargingScanQRCode /chargingVinAdd
/chargingVinManage /choiceDiscountPage /choiceSelf /collect /couponSuccess /couponsDetail /customerService
/customerService/billFeedBack /customerService/billProblem /customerService/billProblemList
/customerService/chargingBillProblemList /customerService/feedBack /customerService/feedDetail
/customerService/feedHistory /customerService/index /customerService/questionBill /customerService/questionBook
/customerService/questionConsultation /discount /discount/past /discount/unused /discount/used /empyt /fllowManage
/giveCoupons /giveCouponsList /giveCouponsRecord /goldPlanResults /home /integral /integralList /integralResult
/integralRules /invalidCoupons /invoiceBillList /invoiceHeaderAdd /invoiceHeaderManage /invoiceManage
/invoiceOrderList /invoicePage /invoiceRecord /invoiceRecordDetail /invoiceSpe /login /loginIndex /loginloading
/makeInvoice /makeInvoiceBySelf /makeInvoiceSuccess /map /merchantManage /merchantManageList /mine /monthParking
/monthlyMaterial /monthlyRuleNotice /mounthPayList /mounthlyDetail /mounthlyEdit /mounthlyNotarize
/mounthlyPayAddCar /mounthlyPayManage /mounthlyRenew /multiPayPage /myMounthlyPay /nearbyBagParks /nearbyBagRules
/newNotice /newsDetail /newsList /notice1 /notice2 /occupyAppeal /occupyAppealDetail /occupyBillDetail
/occupyBillList /occupyPayResult /onsurecancel /orderDeduction /orderRecord /orderRecordDetail /packageCarSelect
/packageHandleSucc /parkingDetail /parkingPayPage /parkingRecord /parkingRecordDetail /passWordChange /payPage
/payResultPage /paySuccess /plateDetail /plateMaterial /plateMaterialDetail /plateMaterialDisabled
/plateMaterialEdit /privacyPolicyHistory /reSendInvoice /receiveRewards /registerShare /registor /renew
/roadParking /roadParking/addCar /roadParking/index /roadParking/palteList /roadParking/parkingList /scanOverduePay
/scanPayPage /scanQRCode /scanQRCodeAddCar /scanQRCodeFailed /scanQRCodeSuccess /search /searchPage
/sencelessPayment /sencelessPaymentList /showQRcode /ssoLogin /submitSuccess /subscribeCarSelect
/subscribeHandleSucc /suitBalanceParks /suitParking /sysnotice /thirdpay /thirdpayFail /thirdpaySuccess /userApply
/userApply/history /userApply/result /userApply/userCheckIn /userInfo /violationRecord /wallet /walletCash
/walletDetail /walletReslut /wrongTimeManage /wrongTimePackageDetail /wrongTimePackagePay /wrongTimeShare
/wrongTimeSubscribeDetail /wrongTimeSubscribePay`
  .trim()
  .split(/\s+/);

/**
 * Routes of our own for screens the spec describes without naming their route (spec section 2, "Plate entry screen:
 * its own route is not shown"; the parking lock's control and detail, decision 038). Kept short on purpose: every
 * other route must be a spec route.
 */
export const OWN_ROUTE_PATHS: readonly string[] = [
  '/plateSearch',
  '/lockControl',
  '/lockDetail',
  // Appeals of a plan payment (decision 050): the spec has appeal screens for charging and occupation only.
  '/customerService/planFeedBack',
  '/customerService/planFeedBackDetail',
  // Topping up a 储值卡 (decision 055): the spec has no stored-value cards.
  '/mounthlyTopUp',
  // The driver's 消息中心 (issue 44): notices, bulletins and order events with unread counts; the spec has none.
  '/messageCenter',
];
