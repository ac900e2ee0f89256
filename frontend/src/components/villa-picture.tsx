import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '../lib/responsive-image';

/**
 * A villa photo as <picture>: AVIF, then WebP, each at the widths the server made, the browser
 * picking by `sizes`; a single file (an SVG scene) is a plain <img>.
 */
export function VillaPicture({ src, sizes, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const { sources } = responsiveImage(src);
  if (sources.length === 0) return <img src={src} {...img} />;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} sizes={sizes} {...img} />
    </picture>
  );
}
