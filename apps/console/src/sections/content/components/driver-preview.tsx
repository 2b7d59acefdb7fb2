import { isAllowedRichText } from '@parking/contracts';
import { Alert, Typography } from 'antd';
// The driver app's own styles (its colour tokens and the rich-text body's rules): the preview is drawn with them.
import driverGlobalCss from '../../../../../web/src/app/global.css?raw';
import driverRichTextCss from '../../../../../web/src/components/rich-text.module.css?raw';
import { formatTime } from '../../../lib/format';

/** The driver app's notice and news pages are 375 px wide on a phone; the preview is that wide. */
export const PHONE_WIDTH = 375;

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page a driver sees: title, time and the body, drawn in a sandboxed frame (no scripts, no same origin) with the
 * driver app's stylesheets at 375 px. What the server stores is the sanitised body (decision 090); markup outside the
 * allowed subset is shown here as the frame draws it, with a note that saving cleans it.
 */
export function DriverPreview({ title, html, time }: { title: string; html: string; time?: string | undefined }) {
  const clean = isAllowedRichText(html);
  const doc = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${driverGlobalCss}\n${driverRichTextCss}
body{margin:0;padding:16px;background:var(--app-surface,#fff)} h1.t{font-size:20px;margin:0 0 4px;color:var(--app-text)}
.time{font-size:13px;color:var(--app-text-secondary);margin-bottom:16px}</style></head><body>
<h1 class="t">${escapeText(title || '（无标题）')}</h1><div class="time">${escapeText(time ? formatTime(time) : '')}</div>
<div class="body">${html}</div></body></html>`;
  return (
    <div>
      <Typography.Text type="secondary">车主端预览（{PHONE_WIDTH} px）</Typography.Text>
      {!clean && html.trim() !== '' && (
        <Alert
          type="info"
          showIcon
          style={{ margin: '8px 0', maxWidth: PHONE_WIDTH }}
          title="正文含车主端不支持的标签或属性，保存时将自动清理（脚本、样式、链接等）"
        />
      )}
      <iframe
        title="车主端预览"
        sandbox=""
        srcDoc={doc}
        style={{
          display: 'block',
          width: PHONE_WIDTH,
          height: 560,
          marginTop: 8,
          border: '1px solid #d9d9d9',
          borderRadius: 12,
          background: '#fff',
        }}
      />
    </div>
  );
}
