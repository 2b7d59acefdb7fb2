/** The boot state of index.html, rendered by React while the first page's code loads (same markup: no flicker). */
export function PageLoading() {
  return (
    <div className="boot" role="status">
      <span className="boot-spinner" />
      <span>加载中…</span>
    </div>
  );
}
