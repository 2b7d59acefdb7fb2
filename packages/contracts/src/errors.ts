/**
 * Error codes: the spec's section-8 codes with the meanings DESIGN.md assigns them, and stable codes of our own.
 * The web request layer reacts to the section-8 codes (toast, dialog, navigation); any other code is a 3 s toast
 * of the server's message, so our own codes always carry a user-safe Chinese message.
 */
export const ErrorCode = {
  /** Access token expired: the client refreshes once and retries. */
  TOKEN_EXPIRED: '401',
  /** Not logged in, or the session is gone. */
  NOT_LOGGED_IN: '0xd12501001',
  /** Session revoked because the account logged in on another phone. */
  LOGGED_IN_ELSEWHERE: '0xd12501021',
  /** The account has no bound phone. */
  NO_BOUND_PHONE: '0xd12501022',
  /** A picture challenge (captcha) must be solved first: the client fetches one and sends the answer along. */
  CHALLENGE_REQUIRED: '0xd12501023',
  /** The picture challenge's answer was wrong or the challenge expired; a new one is needed. */
  CHALLENGE_FAILED: '0xd12501024',
  /** The SMS verification code is wrong (attempts remain). */
  VERIFY_CODE_WRONG: '0xd12501025',
  /** The SMS verification code expired, was used, was replaced or ran out of attempts: send a new one. */
  VERIFY_CODE_EXPIRED: '0xd12501026',
  /** Phone or password wrong (never says which). */
  WRONG_CREDENTIALS: '0xd12501027',
  /** The order at a scanned lane is no longer payable. */
  LANE_ORDER_NOT_PAYABLE: '0x10d7500008',
  /** Payment failed (offer feedback). */
  PAYMENT_FAILED: '0xd06510036',
  /** The plate has unpaid arrears (pay now / plate bound by mistake). */
  PLATE_HAS_ARREARS: '0xd06510037',
  /** Too many requests (long toast). */
  TOO_MANY_REQUESTS: '0x1306510012',
  /** The thing is gone (confirm, go back). */
  GONE: '0x1310501001',

  // Codes of our own.
  /** The request body, query or params failed validation. */
  INVALID_INPUT: '400',
  /** The input holds text that cannot be stored: a NUL character or a lone surrogate (half an emoji). */
  INVALID_TEXT: '0x1001',
  /** The JSON body nests too deep or holds too many keys or items: refused before it is parsed (issue 43). */
  BODY_TOO_COMPLEX: '0x1002',
  /** The node cannot take traffic yet or any more (readiness: database, migrations, job queue). */
  NOT_READY: '503',
  /** The request payload header (nonce/timestamp) is missing, stale or replayed. */
  REQUEST_REPLAYED: '0x1306510013',
  /** Authenticated, but not allowed to touch this resource. */
  FORBIDDEN: '403',
  /** No such resource (or not visible to the caller). */
  NOT_FOUND: '404',
  /** The change conflicts with the current state (duplicate, already done). */
  CONFLICT: '409',
  /** The upload or body is too large. */
  PAYLOAD_TOO_LARGE: '413',
  /** The upload's type is not accepted. */
  UNSUPPORTED_MEDIA_TYPE: '415',
  /** Operator console: not logged in as an operator, or the operator token expired. */
  OPERATOR_LOGIN_REQUIRED: '0x2001',
  /** Device API: the request is not signed by a known, enabled device, or its signature, time or nonce is bad. */
  DEVICE_AUTH_FAILED: '0x3001',
  /** The plate is bound by another driver: the driver may certify it (/plateMaterial) to have it moved. */
  PLATE_BOUND_BY_OTHER: '0x4001',
  /** The driver has bound as many plates as allowed. */
  PLATE_LIMIT_REACHED: '0x4002',
  /** Certification of this plate is closed for the driver (/plateMaterialDisabled). */
  PLATE_MATERIAL_DISABLED: '0x4003',
  /** Payments: the bill's amount changed since the driver saw it; the pay page re-reads it. */
  QUOTE_CHANGED: '0x5001',
  /** Payments: an idempotency key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: '0x5002',
  /** Payments: the wallet balance does not cover the order. */
  INSUFFICIENT_BALANCE: '0x5003',
  /** Payments: this pay channel is not offered to this client or dealer. */
  PAY_CHANNEL_UNAVAILABLE: '0x5004',
  /** Wallet: this dealer does not offer the balance (menu flags walletPlan and supportBalance both off). */
  WALLET_DISABLED: '0x6001',
  /** Wallet: a recharge outside the per-recharge limits, or one that would take the wallet past its maximum. */
  RECHARGE_LIMIT: '0x6002',
  /** Wallet: more was asked to be withdrawn than can go back through the driver's recent recharges. */
  WITHDRAW_UNAVAILABLE: '0x6003',
  /** Wallet: withholding agreements cannot be signed here (no provider offers them). */
  WITHHOLDING_UNAVAILABLE: '0x6004',
  /** Wallet: putting a failed withdrawal back would take the wallet past its maximum; the refund can be retried. */
  WALLET_FULL: '0x6005',
  /** Pictures: the driver uploaded as many bytes today (Shanghai day) as allowed. */
  UPLOAD_QUOTA_EXCEEDED: '0x7001',
  /**
   * Accounts: too many wrong passwords, the account is locked; `data` is a LoginRefusal with `lockedUntil` (the login
   * screen shows a dialog with the end time and 短信验证码登录; elsewhere a long toast of the message).
   */
  ACCOUNT_LOCKED: '0x8001',
  /** Accounts: an operator disabled the account (decision 088); it cannot sign in or call until enabled again. */
  ACCOUNT_DISABLED: '0x8002',
  /** Coupons: this coupon cannot pay this bill (used, expired, another park, below its minimum spend, not yours). */
  COUPON_NOT_USABLE: '0xc001',
  /** Coupons: another payment holds this coupon right now (one coupon, one payment). */
  COUPON_IN_USE: '0xc002',
  /** Coupons: a QR code that was not signed by us or is malformed (/scanQRCodeFailed). */
  QR_CODE_INVALID: '0xc003',
  /** Coupons: the QR code's time is up; the merchant shows a new one. */
  QR_CODE_EXPIRED: '0xc004',
  /** Coupons: every claim of the QR code (or every coupon of its batch) is taken. */
  COUPONS_GONE: '0xc005',
  /** Coupons: the driver already claimed this QR code, or as many of these coupons as allowed (per person/day). */
  COUPON_LIMIT: '0xc006',
  /** Coupons: only within 10 minutes of giving it, unused, and before the car left. */
  COUPON_NOT_REVOCABLE: '0xc007',
  /** Coupons: the driver has no plate bound; scanning a merchant's QR code needs one (/scanQRCodeAddCar). */
  COUPON_NEEDS_PLATE: '0xc008',
  /** Applications: this plate already has a pending application for this programme. */
  APPLICATION_PENDING: '0xf001',
  /** Applications: the application was decided already (approve or reject once). */
  APPLICATION_DECIDED: '0xf002',
  /** Follows: the driver follows as many parks and stations as allowed (FOLLOW_LIMIT). */
  FOLLOW_LIMIT_REACHED: '0xf003',
  /** Something failed on our side; details are in the server log under the request id. */
  INTERNAL: '500',
  /** Reservations: the chosen start is in the past or beyond the park's booking horizon. */
  BOOKING_TIME_INVALID: '0xb001',
  /** Reservations: every space of the berth type is booked for that time (never overbooked). */
  BOOKING_FULL: '0xb002',
  /** Reservations: the plate already has a booking overlapping that time. */
  BOOKING_OVERLAP: '0xb003',
  /** Reservations: the booking can no longer be cancelled (started and held, arrived or ended). */
  BOOKING_NOT_CANCELLABLE: '0xb004',
  /** Reservations: the refund shown differs from the refund now (the start passed meanwhile): preview again. */
  BOOKING_REFUND_CHANGED: '0xb005',
  /** Locks: a command for this lock is still in flight. */
  LOCK_BUSY: '0xb006',
  /** Locks: the lock or its gateway is offline or faulted. */
  LOCK_UNAVAILABLE: '0xb007',
  /** Locks: the booking does not allow controlling its lock now (not started, or ended). */
  LOCK_NOT_NOW: '0xb008',
  /** Charging: the gun number matches no gun of this dealer. */
  GUN_NOT_FOUND: '0x9001',
  /** Charging: the gun is in use, faulted, offline or held by another driver's order. */
  GUN_NOT_STARTABLE: '0x9002',
  /** Charging: the charger has no live connection to any node. */
  CHARGER_OFFLINE: '0x9003',
  /** Charging: the order cannot be stopped now (not started, already stopping or over). */
  CHARGING_NOT_STOPPABLE: '0x9004',
  /** Charging: the driver already has a charging order going on. */
  CHARGING_IN_PROGRESS: '0x9005',
  /** Charging: there is no occupation fee to pay on this order (paid already, or none). */
  OCCUPATION_NOT_PAYABLE: '0x9006',
  /** Charging (operator): a charge point or gun number already exists. */
  CHARGER_EXISTS: '0x9007',
  /** Invoices (decision 040): the title is not one of the driver's. */
  INVOICE_TITLE_NOT_FOUND: '0xe001',
  /** Invoices: a chosen bill is not the driver's, not paid, refunded in full or of a fee kind not invoiced here. */
  INVOICE_BILL_UNAVAILABLE: '0xe002',
  /** Invoices: a chosen bill is already on an invoice (a bill is invoiced at most once). */
  INVOICE_BILL_INVOICED: '0xe003',
  /** Invoices: no such invoice of the driver's. */
  INVOICE_NOT_FOUND: '0xe004',
  /** Invoices: only a failed invoice can be retried. */
  INVOICE_NOT_RETRYABLE: '0xe005',
  /** Invoices: the invoice is not issued (yet, or any more), so there is nothing to open or mail. */
  INVOICE_NOT_ISSUED: '0xe006',
  /** Invoices: the mail server refused the address (bounce); the driver may send to another. */
  INVOICE_MAIL_FAILED: '0xe007',
  /** Invoices: the dealer has no invoice settings (seller, tax items) yet. */
  INVOICE_NOT_CONFIGURED: '0xe008',
  /** Invoices: the title book is full. */
  INVOICE_TITLES_FULL: '0xe009',
  /** Monthly plans: the park has no plan space left. */
  BAG_SOLD_OUT: '0xa001',
  /** Monthly plans: a plate is already on another plan of the park over that time. */
  BAG_PLATE_TAKEN: '0xa002',
  /** Monthly plans: the plan can no longer be renewed (too late, or cancelled); checkRenewable says why. */
  BAG_NOT_RENEWABLE: '0xa003',
  /** Monthly plans: the application or plan is not in a state that allows this step. */
  BAG_WRONG_STATE: '0xa004',
  /** Monthly plans: the product is not on sale, or not for this vehicle class. */
  BAG_PRODUCT_UNAVAILABLE: '0xa005',
  /** Off-peak sharing: the credit score is below 0 (spec section 5). */
  SHARING_NOT_ALLOWED: '0xb201',
  /** Off-peak sharing: no share of this product is left for that period. */
  SHARING_SOLD_OUT: '0xb202',
  /** Off-peak sharing: the product is not on sale, or not for that period. */
  SHARING_PRODUCT_UNAVAILABLE: '0xb203',
  /** Off-peak sharing: the plate already holds a monthly plan or a share of the park over that period. */
  SHARING_PLATE_TAKEN: '0xb204',
  /** Off-peak sharing: the share is not in a state that allows this step (a window began, already cancelled). */
  SHARING_WRONG_STATE: '0xb205',
  /** Invoices: a special VAT invoice (专票) needs a company title with every detail; the message names what is missing. */
  INVOICE_TITLE_INCOMPLETE: '0xe00a',
  /** Self-invoicing (/makeInvoiceBySelf): the invoice token is wrong, for another bill, or expired. */
  SELF_INVOICE_TOKEN_INVALID: '0xe00b',
  /** Self-invoicing: this device did not pay the order anonymously (no matching payment proof). */
  SELF_INVOICE_NOT_PAYER: '0xe00c',
  /** Self-invoicing: the bill was refunded in full; nothing is left to invoice. */
  SELF_INVOICE_REFUNDED: '0xe00d',
  /** Off-peak sharing: the refund a cancel would give is no longer the one the driver confirmed (a rule tier passed). */
  SHARING_REFUND_CHANGED: '0xb206',
  /** Charging without the app (decision 045): the VIN is registered already (by this or another driver). */
  VIN_TAKEN: '0x9101',
  VIN_LIMIT: '0x9102',
  CARD_NOT_FOUND: '0x9103',
  /** The card number or its password is wrong (which of the two is not said). */
  CARD_PASSWORD_WRONG: '0x9104',
  CARD_PASSWORD_LOCKED: '0x9105',
  CARD_TAKEN: '0x9106',
  CARD_FROZEN: '0x9107',
  CARD_LIMIT: '0x9108',
  CARD_EXISTS: '0x9109',
  /** An operator's balance request number used before with another change. */
  CARD_REQUEST_REUSED: '0x910a',
  /** The template is not (or no longer) sold to merchants. */
  COUPON_NOT_FOR_SALE: '0xc101',
  /** Appeals (decision 050): the order was not paid (or nothing of it is left to give back), so it cannot be appealed. */
  APPEAL_ORDER_UNPAID: '0xd001',
  /** Appeals: the order already has an open appeal; a second waits for the first answer. */
  APPEAL_ALREADY_OPEN: '0xd002',
  /** Monthly plans: a product can join only a group holding its own park (its quota is counted there). */
  BAG_GROUP_WITHOUT_PARK: '0xa181',
  /** Monthly plans: a cancel request of this plan is already waiting for review. */
  BAG_CANCEL_PENDING: '0xa101',
  /** Monthly plans: the plan carries as many plates as its product allows. */
  BAG_PLATES_FULL: '0xa102',
  /** Monthly plans: the car is in the park on this plan now; take it off once it has left. */
  BAG_PLATE_INSIDE: '0xa103',
  /** Coupon kinds (decision 053): an altRule template needs its fee rule, and only it has one. */
  COUPON_ALT_RULE: '0xc301',
  /** Coupon kinds: a re-entry template's window must be 1–1440 minutes. */
  COUPON_REENTRY_WINDOW: '0xc302',
  /** Coupon kinds: alternative-rule and re-entry coupons price parking stays, never charging. */
  COUPON_KIND_PARKING_ONLY: '0xc303',
  /** /parkingDetail: the store's coupon has not been used on a stay (yet). */
  COUPON_NOT_USED_ON_STAY: '0xc304',
  /** Monthly plans: only a 储值卡 in force can be topped up (decision 055). */
  BAG_TOP_UP_REFUSED: '0xa201',
  /** Rewards (decision 052): the invite code names no driver of this dealer. */
  INVITE_CODE_INVALID: '0xc201',
  /** Rewards: a driver cannot accept their own invite. */
  INVITE_SELF: '0xc202',
  /** Rewards: this account, phone or device has accepted an invite already (a phone/device is invited once). */
  INVITE_TAKEN: '0xc203',
  /** Rewards: only an account registered within the last day may accept an invite or take the registration coupon. */
  REWARD_NOT_NEW: '0xc204',
  /** Rewards: the inviter reached the day's or the total number of invites. */
  INVITE_CAP: '0xc205',
  /** Rewards: this reward is not switched on at the dealer. */
  REWARD_CLOSED: '0xc206',
  /** Rewards: the reward's coupon stock is empty. */
  REWARD_STOCK_EMPTY: '0xc207',
  /** 金币计划: not enough coins for this redemption. */
  GOLD_NOT_ENOUGH: '0xc208',
  /** 金币计划: a redemption coupon must be a percentage of at most 5 % with a cap, from a platform batch. */
  GOLD_OPTION_INVALID: '0xc209',
  /** Appeal compensation (decision 054): the coupon template is not the dealer's (or is withdrawn). */
  COMPENSATION_TEMPLATE_NOT_FOUND: '0xd201',
  /** Appeal compensation: the chosen amount is outside the template's limits (or the template takes no amount). */
  COMPENSATION_AMOUNT_INVALID: '0xd202',
  /** Follow alerts: the alert switches or alerts of a place the driver does not follow (another's follow: 404). */
  FOLLOW_NOT_FOUND: '0xd301',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

interface ErrorInfo {
  status: number;
  message: string;
}

/** HTTP status and default user-facing message of every code. */
export const errorInfo: Record<ErrorCode, ErrorInfo> = {
  [ErrorCode.TOKEN_EXPIRED]: { status: 401, message: '登录已过期' },
  [ErrorCode.NOT_LOGGED_IN]: { status: 401, message: '请先登录' },
  [ErrorCode.LOGGED_IN_ELSEWHERE]: { status: 401, message: '该账号已在其他手机登录，请重新登录或尝试修改密码。' },
  [ErrorCode.NO_BOUND_PHONE]: { status: 403, message: '请先绑定手机号' },
  [ErrorCode.CHALLENGE_REQUIRED]: { status: 428, message: '请输入图形验证码' },
  [ErrorCode.CHALLENGE_FAILED]: { status: 400, message: '图形验证码错误，请重新输入' },
  [ErrorCode.VERIFY_CODE_WRONG]: { status: 400, message: '验证码错误' },
  [ErrorCode.VERIFY_CODE_EXPIRED]: { status: 400, message: '验证码已失效，请重新获取' },
  [ErrorCode.WRONG_CREDENTIALS]: { status: 401, message: '手机号或密码错误' },
  [ErrorCode.LANE_ORDER_NOT_PAYABLE]: { status: 409, message: '该订单已不可支付' },
  [ErrorCode.PAYMENT_FAILED]: { status: 402, message: '支付失败' },
  [ErrorCode.PLATE_HAS_ARREARS]: { status: 409, message: '该车牌存在欠费订单' },
  [ErrorCode.TOO_MANY_REQUESTS]: { status: 429, message: '操作过于频繁，请稍后再试' },
  [ErrorCode.GONE]: { status: 410, message: '内容已不存在' },
  [ErrorCode.INVALID_INPUT]: { status: 400, message: '请求参数错误' },
  [ErrorCode.INVALID_TEXT]: { status: 400, message: '内容含有无法识别的字符，请删除后重试' },
  [ErrorCode.BODY_TOO_COMPLEX]: { status: 413, message: '请求内容结构过于复杂' },
  [ErrorCode.NOT_READY]: { status: 503, message: '服务暂不可用，请稍后再试' },
  [ErrorCode.REQUEST_REPLAYED]: { status: 400, message: '请求已失效，请重试' },
  [ErrorCode.FORBIDDEN]: { status: 403, message: '无权访问' },
  [ErrorCode.NOT_FOUND]: { status: 404, message: '内容不存在' },
  [ErrorCode.CONFLICT]: { status: 409, message: '操作冲突，请刷新后重试' },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { status: 413, message: '文件过大' },
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: { status: 415, message: '仅支持 jpeg、jpg、png、webp 格式的图片' },
  [ErrorCode.OPERATOR_LOGIN_REQUIRED]: { status: 401, message: '请先登录运营账号' },
  [ErrorCode.DEVICE_AUTH_FAILED]: { status: 401, message: '设备签名校验失败' },
  [ErrorCode.PLATE_BOUND_BY_OTHER]: {
    status: 409,
    message: '该车牌已被其他用户绑定，如为您本人车辆，请提交行驶证等材料进行认证',
  },
  [ErrorCode.PLATE_LIMIT_REACHED]: { status: 409, message: '已达到可绑定车辆的上限' },
  [ErrorCode.PLATE_MATERIAL_DISABLED]: { status: 403, message: '该车牌的认证已停用，如有疑问请联系客服' },
  [ErrorCode.QUOTE_CHANGED]: { status: 409, message: '费用已更新，请确认新的金额后再支付' },
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: { status: 409, message: '该支付请求已提交过，请刷新页面后重试' },
  [ErrorCode.INSUFFICIENT_BALANCE]: { status: 402, message: '余额不足，请选择其他支付方式' },
  [ErrorCode.PAY_CHANNEL_UNAVAILABLE]: { status: 400, message: '当前环境不支持该支付方式' },
  [ErrorCode.WALLET_DISABLED]: { status: 403, message: '当前平台未开通余额功能' },
  [ErrorCode.RECHARGE_LIMIT]: { status: 400, message: '充值金额超出限额' },
  [ErrorCode.WITHDRAW_UNAVAILABLE]: { status: 409, message: '可提现金额不足' },
  [ErrorCode.WITHHOLDING_UNAVAILABLE]: { status: 400, message: '当前暂不支持开通免密支付' },
  [ErrorCode.WALLET_FULL]: { status: 409, message: '退回后余额将超过上限，请重试退款' },
  [ErrorCode.UPLOAD_QUOTA_EXCEEDED]: { status: 429, message: '今日上传的图片已达上限，请明天再试' },
  [ErrorCode.ACCOUNT_LOCKED]: { status: 429, message: '密码错误次数过多，账号已锁定' },
  [ErrorCode.ACCOUNT_DISABLED]: { status: 403, message: '账号已停用，如有疑问请联系客服' },
  [ErrorCode.COUPON_NOT_USABLE]: { status: 409, message: '该优惠券不可用于此订单' },
  [ErrorCode.COUPON_IN_USE]: { status: 409, message: '该优惠券正在其他支付中使用，请稍后再试' },
  [ErrorCode.QR_CODE_INVALID]: { status: 400, message: '二维码无效' },
  [ErrorCode.QR_CODE_EXPIRED]: { status: 410, message: '二维码已过期，请商家重新出示' },
  [ErrorCode.COUPONS_GONE]: { status: 409, message: '优惠券已被领完' },
  [ErrorCode.COUPON_LIMIT]: { status: 409, message: '您已领取过该优惠券' },
  [ErrorCode.COUPON_NOT_REVOCABLE]: { status: 409, message: '仅可撤销10分钟内发放、未使用且车辆未离场的优惠券' },
  [ErrorCode.COUPON_NEEDS_PLATE]: { status: 409, message: '请先绑定车牌' },
  [ErrorCode.APPLICATION_PENDING]: { status: 409, message: '该车牌已有待审核的申请，请等待审核结果' },
  [ErrorCode.APPLICATION_DECIDED]: { status: 409, message: '该申请已审核' },
  [ErrorCode.FOLLOW_LIMIT_REACHED]: { status: 409, message: '最多关注 50 个停车场或充电站' },
  [ErrorCode.INTERNAL]: { status: 500, message: '系统繁忙，请稍后再试' },
  [ErrorCode.BOOKING_TIME_INVALID]: { status: 400, message: '预约时间不在可预约范围内' },
  [ErrorCode.BOOKING_FULL]: { status: 409, message: '该时段车位已约满，请选择其他时间或车场' },
  [ErrorCode.BOOKING_OVERLAP]: { status: 409, message: '该车牌在此时段已有预约' },
  [ErrorCode.BOOKING_NOT_CANCELLABLE]: { status: 409, message: '该预约已无法取消' },
  [ErrorCode.BOOKING_REFUND_CHANGED]: { status: 409, message: '退款金额已变化，请重新确认' },
  [ErrorCode.LOCK_BUSY]: { status: 409, message: '地锁正在执行上一条指令，请稍候' },
  [ErrorCode.LOCK_UNAVAILABLE]: { status: 409, message: '地锁暂不可用，请稍后再试或联系车场' },
  [ErrorCode.LOCK_NOT_NOW]: { status: 409, message: '当前不在预约时段内，不能操作地锁' },
  [ErrorCode.GUN_NOT_FOUND]: { status: 404, message: '未找到该充电枪，请核对枪编号' },
  [ErrorCode.GUN_NOT_STARTABLE]: { status: 409, message: '该充电枪暂不可用，请更换其他充电枪' },
  [ErrorCode.CHARGER_OFFLINE]: { status: 409, message: '充电桩离线，请稍后再试' },
  [ErrorCode.CHARGING_NOT_STOPPABLE]: { status: 409, message: '当前订单无法结束充电' },
  [ErrorCode.CHARGING_IN_PROGRESS]: { status: 409, message: '您有正在进行的充电订单' },
  [ErrorCode.OCCUPATION_NOT_PAYABLE]: { status: 409, message: '该占位费订单无需支付' },
  [ErrorCode.CHARGER_EXISTS]: { status: 409, message: '桩编号或枪编号已存在' },
  [ErrorCode.INVOICE_TITLE_NOT_FOUND]: { status: 404, message: '发票抬头不存在' },
  [ErrorCode.INVOICE_BILL_UNAVAILABLE]: { status: 404, message: '所选订单不可开票，请刷新后重试' },
  [ErrorCode.INVOICE_BILL_INVOICED]: { status: 409, message: '所选订单已开具发票' },
  [ErrorCode.INVOICE_NOT_FOUND]: { status: 404, message: '发票不存在' },
  [ErrorCode.INVOICE_NOT_RETRYABLE]: { status: 409, message: '当前发票状态不可重新开具' },
  [ErrorCode.INVOICE_NOT_ISSUED]: { status: 409, message: '发票尚未开具' },
  [ErrorCode.INVOICE_MAIL_FAILED]: { status: 400, message: '邮件发送失败，请检查邮箱地址' },
  [ErrorCode.INVOICE_NOT_CONFIGURED]: { status: 409, message: '当前平台暂未开通电子发票' },
  [ErrorCode.INVOICE_TITLES_FULL]: { status: 409, message: '发票抬头数量已达上限' },
  [ErrorCode.BAG_SOLD_OUT]: { status: 409, message: '该停车场月卡名额已满' },
  [ErrorCode.BAG_PLATE_TAKEN]: { status: 409, message: '该车牌在本停车场已有月卡' },
  [ErrorCode.BAG_NOT_RENEWABLE]: { status: 409, message: '已超过续费期限，请重新办理' },
  [ErrorCode.BAG_WRONG_STATE]: { status: 409, message: '当前状态不可进行此操作' },
  [ErrorCode.BAG_PRODUCT_UNAVAILABLE]: { status: 400, message: '该月卡暂不可办理' },
  [ErrorCode.SHARING_NOT_ALLOWED]: {
    status: 403,
    message: '您的信用分低于0分，无法进行错时共享，是否前往查看信用分？',
  },
  [ErrorCode.SHARING_SOLD_OUT]: { status: 409, message: '该时段错时共享车位已满' },
  [ErrorCode.SHARING_PRODUCT_UNAVAILABLE]: { status: 400, message: '该错时共享产品暂不可办理' },
  [ErrorCode.SHARING_PLATE_TAKEN]: { status: 409, message: '该车牌在本停车场已有月卡或错时共享' },
  [ErrorCode.SHARING_WRONG_STATE]: { status: 409, message: '当前状态不可进行此操作' },
  [ErrorCode.INVOICE_TITLE_INCOMPLETE]: { status: 400, message: '开具专用发票需使用信息完整的单位抬头' },
  [ErrorCode.SELF_INVOICE_TOKEN_INVALID]: {
    status: 403,
    message: '开票凭证无效或已过期，请回到支付结果页重新点击“开发票”',
  },
  [ErrorCode.SELF_INVOICE_NOT_PAYER]: { status: 403, message: '无法确认您是该订单的付款人，请在付款的手机上开票' },
  [ErrorCode.SELF_INVOICE_REFUNDED]: { status: 409, message: '该订单已全额退款，无需开票' },
  [ErrorCode.SHARING_REFUND_CHANGED]: { status: 409, message: '退款金额已变化，请重新确认' },
  [ErrorCode.VIN_TAKEN]: { status: 409, message: '该车架号已被绑定' },
  [ErrorCode.VIN_LIMIT]: { status: 409, message: '最多可添加3个车架号' },
  [ErrorCode.CARD_NOT_FOUND]: { status: 404, message: '充电卡不存在' },
  [ErrorCode.CARD_PASSWORD_WRONG]: { status: 400, message: '卡号或密码错误' },
  [ErrorCode.CARD_PASSWORD_LOCKED]: { status: 429, message: '密码错误次数过多，请30分钟后再试' },
  [ErrorCode.CARD_TAKEN]: { status: 409, message: '该充电卡已被其他用户绑定' },
  [ErrorCode.CARD_FROZEN]: { status: 409, message: '该充电卡已冻结或挂失' },
  [ErrorCode.CARD_LIMIT]: { status: 409, message: '最多可绑定5张充电卡' },
  [ErrorCode.CARD_EXISTS]: { status: 409, message: '卡号已存在' },
  [ErrorCode.CARD_REQUEST_REUSED]: { status: 409, message: '该流水号已用于其他操作' },
  [ErrorCode.COUPON_NOT_FOR_SALE]: { status: 409, message: '该停车券已停售，请选择其他停车券' },
  [ErrorCode.APPEAL_ORDER_UNPAID]: { status: 409, message: '该订单尚未支付，无需申诉' },
  [ErrorCode.APPEAL_ALREADY_OPEN]: { status: 409, message: '该订单已有处理中的申诉，请等待处理结果' },
  [ErrorCode.BAG_GROUP_WITHOUT_PARK]: { status: 400, message: '该月卡所属停车场不在此规则内' },
  [ErrorCode.BAG_CANCEL_PENDING]: { status: 409, message: '退卡申请审核中，请勿重复提交' },
  [ErrorCode.BAG_PLATES_FULL]: { status: 409, message: '该月卡绑定车辆已达上限' },
  [ErrorCode.BAG_PLATE_INSIDE]: { status: 409, message: '该车辆正在场内，请出场后再删除' },
  [ErrorCode.COUPON_ALT_RULE]: { status: 400, message: '替代收费规则券须填写收费规则，其他券不能填写' },
  [ErrorCode.COUPON_REENTRY_WINDOW]: { status: 400, message: '再次入场时限须在1至1440分钟之间' },
  [ErrorCode.COUPON_KIND_PARKING_ONLY]: { status: 400, message: '替代收费规则券和再次入场券只能用于停车' },
  [ErrorCode.COUPON_NOT_USED_ON_STAY]: { status: 404, message: '该优惠券尚未用于停车订单' },
  [ErrorCode.BAG_TOP_UP_REFUSED]: { status: 409, message: '该储值卡已结束，不能充值' },
  [ErrorCode.INVITE_CODE_INVALID]: { status: 404, message: '邀请码无效' },
  [ErrorCode.INVITE_SELF]: { status: 409, message: '不能接受自己的邀请' },
  [ErrorCode.INVITE_TAKEN]: { status: 409, message: '该手机号或设备已接受过邀请' },
  [ErrorCode.REWARD_NOT_NEW]: { status: 409, message: '仅限新注册用户参与' },
  [ErrorCode.INVITE_CAP]: { status: 409, message: '邀请人今日邀请人数已达上限' },
  [ErrorCode.REWARD_CLOSED]: { status: 409, message: '活动暂未开启' },
  [ErrorCode.REWARD_STOCK_EMPTY]: { status: 409, message: '奖励已发完' },
  [ErrorCode.GOLD_NOT_ENOUGH]: { status: 409, message: '金币不足' },
  [ErrorCode.GOLD_OPTION_INVALID]: { status: 400, message: '兑换券须为平台批次的封顶折扣券，且折扣不超过账单的5%' },
  [ErrorCode.COMPENSATION_TEMPLATE_NOT_FOUND]: { status: 404, message: '优惠券模板不存在' },
  [ErrorCode.COMPENSATION_AMOUNT_INVALID]: { status: 400, message: '补偿金额超出优惠券模板的范围' },
  [ErrorCode.FOLLOW_NOT_FOUND]: { status: 404, message: '您未关注该停车场或充电站' },
};

/** A failure with a stable code and a message safe to show a user. Thrown anywhere; formatted once. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  /** What the client may act on besides the message (the envelope's `data`), e.g. a LoginRefusal. */
  readonly data: unknown;

  constructor(
    code: ErrorCode,
    message: string = errorInfo[code].message,
    options?: { cause?: unknown; data?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.status = errorInfo[code].status;
    this.data = options?.data;
  }
}
