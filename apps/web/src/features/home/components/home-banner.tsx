import { useQuery } from '@tanstack/react-query';
import { adCity, advertisingsQuery } from '../../../api/publicity/advertisings';
import { browserStore } from '../../../lib/storage';
// Shown only when there is no ad: a file of its own rather than inlined into the first screen's script.
import defaultBanner from '../assets/default-banner.svg?no-inline';
import { useOpenLink } from '../hooks/use-open-link';
import { BannerCarousel, BannerSkeleton, type BannerSlide } from './banner-carousel';

/** Shown when the ad call fails or returns no ad (spec sections 1 and 8). */
export const DEFAULT_BANNER: BannerSlide = {
  key: 'default',
  picUrl: defaultBanner,
  link: '',
  bgColor: 'var(--app-primary-solid)',
  alt: '找车位 缴停车费',
};

/** The ads of the driver's city (全国 until located) as a carousel; the default banner when there are none. */
export function HomeBanner() {
  const ads = useQuery(advertisingsQuery(adCity(browserStore)));
  const openLink = useOpenLink();
  if (ads.isPending) return <BannerSkeleton />;
  const slides: BannerSlide[] =
    ads.isSuccess && ads.data.results.length > 0
      ? ads.data.results.map((ad, index) => ({
          key: ad.advertId,
          picUrl: ad.picUrl,
          link: ad.advertUrl,
          bgColor: ad.bgColor,
          alt: `广告 ${index + 1}`,
        }))
      : [DEFAULT_BANNER];
  return <BannerCarousel slides={slides} onOpen={openLink} />;
}
