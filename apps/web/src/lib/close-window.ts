interface JsBridge {
  call(api: string, ...args: unknown[]): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: JsBridge;
    AlipayJSBridge?: JsBridge;
  }
}

/** Closes the page the way its host allows: WeChat and Alipay close their web view; a browser tab closes if it may. */
export function closeWindow(win: Window = window): void {
  if (win.WeixinJSBridge) win.WeixinJSBridge.call('closeWindow');
  else if (win.AlipayJSBridge) win.AlipayJSBridge.call('popWindow');
  else win.close();
}
