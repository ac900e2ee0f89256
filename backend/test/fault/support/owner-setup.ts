/** The test owner of a product process: the first account registered on its database. */
export const RIG_OWNER = { name: 'Owner', email: 'rig-owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' };

async function answer(response: Response, what: string): Promise<Record<string, any>> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, any>;
}

/**
 * What an owner does before guests can book (issue 33: a fresh install takes no booking): enters a
 * bank account through the admin API. Registers the test owner first unless `token` is one's own.
 */
export async function openVillaForBookings(baseUrl: string, token?: string): Promise<void> {
  const post = (path: string, body: object, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const owner = token ?? (await answer(await post('/api/admin/auth/register', RIG_OWNER), 'register')).token;
  const account = { bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co., Ltd.' };
  await answer(await post('/api/admin/villa/bank-details', { bankDetails: [account] }, { Authorization: `Bearer ${owner}` }, 'PATCH'), 'bank-details');
}
