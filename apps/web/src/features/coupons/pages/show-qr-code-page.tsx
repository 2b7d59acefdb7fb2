import { formatShanghaiClock } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { PageState } from '../../../components/page-state';
import { QrCode } from '../../../components/qr-code';
import { Section } from '../../../components/section';
import { batchDetailQuery, givenQuery, useCreateQrCode } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { scanUrl } from '../lib/scan';

const MINUTES = 5;
const MAX_CLAIMS = 20;

/**
 * /showQRcode?merchantId&batchId: a signed QR code valid 5 minutes for up to 20 drivers; the store's records below
 * refresh, so the staff see each claim and use. 刷新二维码 makes a new one.
 */
export default function ShowQrCodePage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const batchId = params.get('batchId') ?? '';
  const create = useCreateQrCode(merchantId);
  const [round, setRound] = useState(0);
  const asked = useRef(-1);
  const given = useInfiniteQuery({ ...givenQuery(merchantId), refetchInterval: 5000, enabled: merchantId !== '' });
  // The coupon the code gives, named for the staff and the driver in front of them.
  const batch = useQuery({ ...batchDetailQuery(merchantId, batchId), enabled: Boolean(merchantId && batchId) });

  useEffect(() => {
    if (!merchantId || !batchId || asked.current === round) return;
    asked.current = round;
    create.mutate({ batchId, maxClaims: MAX_CLAIMS, minutes: MINUTES });
  }, [batchId, create, merchantId, round]);

  if (!merchantId || !batchId) return <PageState title="缺少商户信息" />;
  if (create.isError)
    return <PageState title="二维码生成失败" action={{ text: '重试', onClick: () => setRound(round + 1) }} />;
  if (!create.data) return <PageLoading />;
  const url = scanUrl(window.location.origin, create.data.token);
  const claimed = given.data?.pages[0]?.totalRecord;
  return (
    <div className={styles.page}>
      <Section title="请车主使用微信扫码领取停车券">
        <div className={styles.center}>
          {batch.data && (
            <p className={styles.couponName}>
              {batch.data.batch.name}（{batch.data.batch.title}）
            </p>
          )}
          <QrCode text={url} label="停车券二维码" className={styles.qr} data-token={create.data.token} />
          <p className={styles.muted}>
            {formatShanghaiClock(create.data.expiresAt)} 前有效 · 最多 {create.data.maxClaims} 位车主领取
          </p>
          {claimed !== undefined && <p className={styles.muted}>本店已发放 {claimed} 张</p>}
          <Button color="primary" onClick={() => setRound(round + 1)}>
            刷新二维码
          </Button>
        </div>
      </Section>
    </div>
  );
}
