import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the previous page of this visit, or to `fallback` when the page was opened directly (a shared link, a
 * reload): going "back" then would leave the app, or do nothing.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  // React Router gives the first entry of a visit the key "default".
  return () => (key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1));
}
