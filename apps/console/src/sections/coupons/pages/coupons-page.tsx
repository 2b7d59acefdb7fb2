import { TabbedPage } from '../../../components/tabbed-page';
import { BatchesTab, ReportTab, TemplatesTab } from '../components/catalogue-tabs';
import { MerchantsTab } from '../components/merchants-tab';
import { SettingsTab } from '../components/settings-tab';

const TABS = [
  { key: 'merchants', label: '商户', children: <MerchantsTab /> },
  { key: 'templates', label: '优惠券模板', children: <TemplatesTab /> },
  { key: 'batches', label: '批次', children: <BatchesTab /> },
  { key: 'report', label: '发放与核销报表', children: <ReportTab /> },
  { key: 'settings', label: '二维码与退券', children: <SettingsTab /> },
];

/** 优惠券与商户: merchants and their staff, templates, batches, the report, QR settings; the tab is in the URL. */
export default function CouponsPage() {
  return <TabbedPage title="优惠券与商户" tabs={TABS} />;
}
