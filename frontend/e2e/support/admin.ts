import { addDays } from '@baan-talay/pricing';
import { expect, type APIRequestContext, type Locator, Page } from '@playwright/test';
import { step } from './steps';
import { text } from './texts';

/** The owner who registers first and so becomes the active admin (01-admin-onboarding). */
export const OWNER = { name: 'Khun Malee', email: 'owner@baantalay.example', password: 'sea-breeze-2026' };
/** A second person whose account must wait for the owner's approval. */
export const HELPER = { name: 'Niran', email: 'niran@baantalay.example', password: 'front-desk-2026' };

export const adminText = (id: string, params: Record<string, string | number> = {}) => text('en', `admin:${id}`, params);

export async function register(page: Page, account: typeof OWNER): Promise<void> {
  await page.goto('/admin/register');
  await page.getByLabel(adminText('fields.name')).fill(account.name);
  await page.getByLabel(adminText('fields.email')).fill(account.email);
  await page.getByLabel(adminText('fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(adminText('fields.confirmPassword')).fill(account.password);
  await page.getByRole('button', { name: adminText('register.submit') }).click();
}

export async function logIn(page: Page, account: typeof OWNER = OWNER): Promise<void> {
  await step(page, 'admin logs in', async () => {
    await page.goto('/admin/login');
    await page.getByLabel(adminText('fields.email')).fill(account.email);
    await page.getByLabel(adminText('fields.password')).fill(account.password);
    await page.getByRole('button', { name: adminText('login.submit') }).click();
    await expect(page.getByRole('heading', { name: adminText('dashboard.title') })).toBeVisible();
  });
}

export async function openMenu(page: Page, item: 'dashboard' | 'bookings' | 'villa' | 'bank' | 'users' | 'audit'): Promise<void> {
  await page.getByRole('navigation', { name: adminText('layout.navigation') }).getByRole('link', { name: adminText(`menu.${item}`) }).click();
}

/** The number an antd Statistic card shows under its title. */
export async function statistic(page: Page, title: string): Promise<number> {
  const card = page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
  const value = await card.locator('.ant-statistic-content').innerText();
  return Number(value.replace(/[^\d.-]/g, ''));
}

/** The owner's API token: logs in, registering the owner first on a fresh database. */
export async function ownerToken(api: APIRequestContext): Promise<string> {
  let login = await api.post('/api/admin/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  if (!login.ok()) {
    expect((await api.post('/api/admin/auth/register', { data: OWNER })).status()).toBe(201);
    login = await api.post('/api/admin/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  }
  return (await login.json()).token;
}

/** The nights the stay bars found by `bars` hold in the admin's month (each bar runs from its data-from to its data-to). */
export async function nightsOf(bars: Locator): Promise<string[]> {
  const nights = new Set<string>();
  for (const bar of await bars.all()) {
    const [from, to] = [await bar.getAttribute('data-from'), await bar.getAttribute('data-to')];
    for (let night = from!; night < to!; night = addDays(night, 1)) nights.add(night);
  }
  return [...nights].sort();
}
