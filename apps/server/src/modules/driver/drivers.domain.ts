/** The nickname a new account starts with: 车主 and the phone's last four digits (or a neutral name without phone). */
export const defaultNickName = (phone: string | null): string => (phone ? `车主${phone.slice(-4)}` : '微信用户');
