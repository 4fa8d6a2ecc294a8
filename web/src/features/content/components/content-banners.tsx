import { useEffect, useRef, useState } from 'react';
import {
  listPublicContent,
  type ContentItemOf,
} from '../../../../../shared/api/content-operations';
import { SmartLink } from '../../../components/smart-link';
import { callOperation } from '../../../lib/api-client';
import { hasFlag, noticeKey, setFlag } from './notice-storage';
import './content-banners.css';

type Banner = ContentItemOf<'banner'>;

/** Survives reloads and sign-out (not a `marque.session.` key); an edited banner shows again. */
export const bannerClosedKey = (banner: Banner) => noticeKey('banner.closed', banner);

function BannerNotice({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  return (
    <aside
      className={`content-banner content-banner--${banner.tone}`}
      aria-label={banner.tone === 'warning' ? 'Important notice' : 'Notice'}
    >
      <div className="container content-banner__inner">
        <p>
          {banner.message}
          {banner.linkUrl && banner.linkLabel ? (
            <>
              {' '}
              <SmartLink href={banner.linkUrl} className="content-banner__link">
                {banner.linkLabel}
                {banner.linkUrl.startsWith('/') ? null : (
                  <span className="visually-hidden"> (opens in a new tab)</span>
                )}
              </SmartLink>
            </>
          ) : null}
        </p>
        {banner.closable ? (
          <button type="button" className="button button--ghost button--small" onClick={onClose}>
            Close notice
          </button>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * The home page's banners from the content API (spec §1: the decommission notice), stacked,
 * newest first. A closed banner stays closed for this browser until an admin edits it. Nothing
 * shows while loading or when the call fails: the page reads well without them.
 */
export function ContentBanners() {
  const [banners, setBanners] = useState<Banner[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    callOperation(listPublicContent, {
      params: { kind: 'banner' },
      signal: controller.signal,
    }).then(
      ({ items }) =>
        setBanners(
          items.filter(
            (item): item is Banner =>
              item.kind === 'banner' && !hasFlag('localStorage', bannerClosedKey(item as Banner)),
          ),
        ),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const strip = useRef<HTMLDivElement>(null);
  const shown = banners.length > 0;
  // The strip is pinned over the window's bottom: the page gets as much room below its footer,
  // so nothing stays hidden under it (room added at the end moves nothing the visitor sees).
  useEffect(() => {
    const element = strip.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--banner-space', `${element.offsetHeight}px`);
    reserve();
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--banner-space');
    };
  }, [shown]);

  if (!shown) return null;
  const close = (banner: Banner) => {
    setFlag('localStorage', bannerClosedKey(banner));
    setBanners((list) => list.filter((item) => item.id !== banner.id));
    // The button goes with its banner: keyboard users continue from the top of the page's content.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <div className="content-banners" ref={strip}>
      {banners.map((banner) => (
        <BannerNotice key={banner.id} banner={banner} onClose={() => close(banner)} />
      ))}
    </div>
  );
}
