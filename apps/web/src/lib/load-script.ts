/** The script could not be had in time (no network, blocked, or a wrong key answering nothing). */
export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
}

/**
 * Adds a <script> and resolves once `ready()` says its global is usable, or rejects after `timeoutMs`. Map SDKs call
 * back through a global function when they are ready (not at the script's load event), so callers pass a callback
 * name to put in the URL; the promise resolves when that function is called.
 */
export function loadScript(src: string, options: { callbackName?: string; timeoutMs: number }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const globals = window as unknown as Record<string, unknown>;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (options.callbackName) delete globals[options.callbackName];
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    };
    const timer = window.setTimeout(() => finish(new ScriptLoadError(`timed out loading ${src}`)), options.timeoutMs);
    if (options.callbackName) globals[options.callbackName] = () => finish();
    else script.onload = () => finish();
    script.onerror = () => finish(new ScriptLoadError(`could not load ${src}`));
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  });
}
