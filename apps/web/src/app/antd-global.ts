// Components are imported by path (docs/decisions/005), so the barrel's global styles (theme variables) are too.
import 'antd-mobile/es/global';
