// Components are imported by path (docs/decisions/005), so the barrel's global styles (theme variables) are too.
// Imperative Toast and Dialog need no render hook: on preact/compat (docs/decisions/028) antd-mobile takes its default
// path, compat's legacy `render`, which React 19 had removed (it needed `unstableSetRender` with createRoot then).
import 'antd-mobile/es/global';
