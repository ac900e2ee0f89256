import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('offers AVIF then WebP at every width for a photo named by its hash', () => {
    const base = '/api/villa/images/0123456789abcdef0123456789abcdef';
    expect(responsiveImage(`${base}.webp`)).toEqual({
      src: `${base}.webp`,
      sources: [
        { type: 'image/avif', srcSet: `${base}-640.avif 640w, ${base}-960.avif 960w, ${base}-1280.avif 1280w, ${base}.avif 1920w` },
        { type: 'image/webp', srcSet: `${base}-640.webp 640w, ${base}-960.webp 960w, ${base}-1280.webp 1280w, ${base}.webp 1920w` },
      ],
    });
  });

  it('offers the two WebP files an older upload has, and nothing for a single file', () => {
    const base = '/api/villa/images/6f1c2b4e-1111-4222-8333-944455556666';
    expect(responsiveImage(`${base}.webp`).sources).toEqual([{ type: 'image/webp', srcSet: `${base}-640.webp 640w, ${base}.webp 1920w` }]);
    expect(responsiveImage('/api/villa/images/demo-beach.svg')).toEqual({ src: '/api/villa/images/demo-beach.svg', sources: [] });
  });
});
