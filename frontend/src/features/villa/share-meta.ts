/** A `<meta>` of the page: `name` for the description and Twitter's card, `property` for Open Graph. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The picture a shared link shows, with its real size when known (LINE and Facebook lay the card out from it). */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

export interface ShareInput {
  title: string;
  description: string;
  siteName: string;
  /** Absolute URL of the page. */
  url: string;
  language: string;
  /** Its URL absolute. */
  image?: ShareImage | null;
}

const ogLocale = (language: string) => (language === 'en' ? 'en_US' : 'th_TH');

/**
 * The tags a link preview reads (LINE, Facebook, X), in one place for the server-rendered `/`
 * (entry-server.tsx, read by crawlers that run no script) and the browser (DocumentMeta).
 */
export function shareMetaTags({ title, description, siteName, url, language, image }: ShareInput): MetaTag[] {
  const tags: MetaTag[] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'property', key: 'og:locale', content: ogLocale(language) },
    { attribute: 'property', key: 'og:locale:alternate', content: ogLocale(language === 'en' ? 'th' : 'en') },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: description },
  ];
  if (!image) return tags;
  tags.push({ attribute: 'property', key: 'og:image', content: image.url });
  if (image.width && image.height) {
    tags.push({ attribute: 'property', key: 'og:image:width', content: String(image.width) });
    tags.push({ attribute: 'property', key: 'og:image:height', content: String(image.height) });
  }
  tags.push({ attribute: 'name', key: 'twitter:image', content: image.url });
  return tags;
}

/** The background, else the first slide: what the landing page's hero shows first. */
export function shareImagePath(villa: { backgroundImage: string | null; slideImages: { url: string }[] } | undefined): string {
  return villa?.backgroundImage ?? villa?.slideImages[0]?.url ?? '';
}
