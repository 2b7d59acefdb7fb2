/** What a score means for sharing, in the words of /integral and /integralResult (spec section 5: below 0, closed). */
export const creditNote = (allow: boolean) =>
  allow ? '信用良好，可使用错时共享' : '信用分低于0分，暂不能使用错时共享；按时补缴超时费用可恢复信用分';
