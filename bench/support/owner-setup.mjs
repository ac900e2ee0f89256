// What an owner does before guests can book (issue 33: a fresh install takes no booking): enters a
// bank account through the admin API. The benches and .ci/fresh-machine.mjs run the built product as
// a process, so they do it over HTTP (backend/test/fault/support/owner-setup.ts is the same for jest).
const RIG_OWNER = { name: 'Owner', email: 'rig-owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' };

async function answer(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Registers the test owner first (the first account of a database) unless `token` is one's own. */
export async function openVillaForBookings(baseUrl, token) {
  const send = (method, path, body, headers = {}) =>
    fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const owner = token ?? (await answer(await send('POST', '/api/admin/auth/register', RIG_OWNER), 'register')).token;
  const account = { bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co., Ltd.' };
  await answer(await send('PATCH', '/api/admin/villa/bank-details', { bankDetails: [account] }, { authorization: `Bearer ${owner}` }), 'bank-details');
}
