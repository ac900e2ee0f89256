import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminText, logIn, openMenu, ownerToken } from '../support/admin';
import { step } from '../support/steps';
import { text } from '../support/texts';

// Issue 31 items 4-5: a shared link shows the villa (server-rendered tags, read by crawlers that run
// no script), each page has its own tab title, and a footer link opens its page at the top.
interface Villa {
  name: { th: string; en: string };
  title: { th: string; en: string };
  backgroundImage: string | null;
  slideImages: { url: string }[];
}

const villa = async (request: APIRequestContext) => (await (await request.get('/api/villa')).json()) as Villa;

const decode = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The content of each `<meta {attribute}="{key}">` in the HTML, as a crawler reads it. */
function metaOf(html: string, key: string): string[] {
  return [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].filter((m) => m[1] === key).map((m) => decode(m[2]));
}

for (const lang of ['th', 'en'] as const) {
  test(`the HTML of / names the villa and its picture to a crawler (${lang})`, async ({ request, page, baseURL }) => {
    const data = await villa(request);
    const response = await request.get('/', { headers: { 'Accept-Language': lang === 'en' ? 'en-US' : 'th-TH', Cookie: `language=${lang}` } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const one = (key: string) => {
      const values = metaOf(html, key);
      expect(values, key).toHaveLength(1);
      return values[0];
    };
    expect(one('og:title')).toBe(data.title[lang]);
    expect(one('twitter:card')).toBe('summary_large_image');
    expect(one('og:locale')).toBe(lang === 'en' ? 'en_US' : 'th_TH');
    expect(one('og:description')).toBe(one('description'));
    expect(one('og:url')).toBe(new URL('/', baseURL).href);
    expect(html).toContain(`<link rel="canonical" href="${new URL('/', baseURL).href}" />`);
    const image = one('og:image');
    expect(image).toBe(new URL(data.backgroundImage ?? data.slideImages[0].url, baseURL).href);
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    // The size the tags state is the picture's own, as a browser decodes it.
    await page.goto('/privacy');
    const natural = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, image);
    expect([Number(one('og:image:width')), Number(one('og:image:height'))]).toEqual(natural);
  });
}

/** Goes to the bottom of `/` and follows a footer link by keyboard (the page grows as sections load). */
async function followFooterLink(page: Page, name: string) {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await link.focus();
  await page.keyboard.press('Enter');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US' });

  test('a footer link opens its page at the top, titled in the tab', async ({ page, request }) => {
    const name = (await villa(request)).name.en;
    await step(page, 'Manage my booking from the footer', async () => {
      await followFooterLink(page, text('en', 'footer.manageBooking'));
      await expect(page).toHaveURL(/\/booking\/find$/);
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'booking:find.title') })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveTitle(text('en', 'meta.pageTitle', { page: text('en', 'meta.pages.findBooking'), name }));
    });
    await step(page, 'Privacy from the footer', async () => {
      await followFooterLink(page, text('en', 'privacy.link'));
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'privacy.title') })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveTitle(text('en', 'meta.pageTitle', { page: text('en', 'meta.pages.privacy'), name }));
    });
  });
});

test.describe('each page has its own title', () => {
  test.use({ locale: 'th-TH' });

  test('guest pages in Thai', async ({ page, request }) => {
    const name = (await villa(request)).name.th;
    await page.goto('/');
    await expect(page).toHaveTitle(text('th', 'meta.title', { name }));
    for (const [path, key] of [
      ['/booking', 'booking'],
      ['/booking/find', 'findBooking'],
      ['/privacy', 'privacy'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(text('th', 'meta.pageTitle', { page: text('th', `meta.pages.${key}`), name }));
    }
  });
});

test.describe('admin pages', () => {
  test.use({ locale: 'en-US' });

  test('are titled by their screen', async ({ page, request }) => {
    await ownerToken(request);
    await page.goto('/admin/login');
    await expect(page).toHaveTitle(adminText('layout.documentTitle', { page: adminText('login.title') }));
    await logIn(page);
    await expect(page).toHaveTitle(adminText('layout.documentTitle', { page: adminText('menu.dashboard') }));
    await openMenu(page, 'bookings');
    await expect(page).toHaveTitle('Bookings · Baan Talay Admin');
  });
});
