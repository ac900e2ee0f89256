import { shareMetaTags } from './features/villa/share-meta';
import { withHead } from './landing-head';

const template = `<head>
    <meta charset="UTF-8" />
    <title>Baan Talay</title>
    <meta name="description" content="Static." />
    <meta name="theme-color" content="#0b7480" />
    <meta property="og:title" content="Baan Talay" />
    <meta property="og:locale" content="th_TH" />
    <meta name="twitter:card" content="summary_large_image" />
  </head>`;

const input = {
  title: 'Sea & "Sun" <script>alert(1)</script>',
  description: "Owner's <b>text</b>",
  siteName: 'Baan Talay',
  url: 'https://baantalay.example/',
  language: 'en',
  image: { url: 'https://baantalay.example/api/villa/images/a.webp', width: 1920, height: 1280 },
};

describe('withHead', () => {
  const html = withHead(template, { title: input.title, canonical: input.url, tags: shareMetaTags(input) });
  const contents = (key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

  it('escapes the owner’s texts, so no markup of theirs reaches the page', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(contents('og:title')).toEqual(['Sea &amp; &quot;Sun&quot; &lt;script&gt;alert(1)&lt;/script&gt;']);
    expect(contents('description')).toEqual(['Owner&#39;s &lt;b&gt;text&lt;/b&gt;']);
    expect(html).toContain('<title>Sea &amp; &quot;Sun&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('states each tag once, replacing index.html’s and keeping the others', () => {
    for (const key of ['og:title', 'og:locale', 'twitter:card', 'description']) expect(contents(key)).toHaveLength(1);
    expect(contents('og:locale')).toEqual(['en_US']);
    expect(contents('theme-color')).toEqual(['#0b7480']);
    expect(html).toContain('<link rel="canonical" href="https://baantalay.example/" />');
  });

  it('gives the picture with its size', () => {
    expect(contents('og:image')).toEqual([input.image.url]);
    expect(contents('og:image:width')).toEqual(['1920']);
    expect(contents('og:image:height')).toEqual(['1280']);
    expect(contents('twitter:card')).toEqual(['summary_large_image']);
  });

  it('names no picture when the villa has none, and Thai as th_TH', () => {
    const thai = withHead(template, { title: 'x', canonical: input.url, tags: shareMetaTags({ ...input, language: 'th', image: null }) });
    expect(thai).not.toContain('og:image');
    expect(thai).toContain('<meta property="og:locale" content="th_TH" />');
    expect(thai).toContain('<meta property="og:locale:alternate" content="en_US" />');
  });
});
