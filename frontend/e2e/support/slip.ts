import sharp from 'sharp';

/** A bank-transfer slip as a phone screenshot would look: a real PNG, which the server checks by its bytes. */
export async function slipPng(amount: string, reference: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="560">
    <rect width="360" height="560" fill="#f4f7f6"/>
    <rect width="360" height="96" fill="#138f2d"/>
    <text x="24" y="58" font-family="sans-serif" font-size="26" fill="#fff">Transfer successful</text>
    <text x="24" y="150" font-family="sans-serif" font-size="16" fill="#555">Amount (THB)</text>
    <text x="24" y="190" font-family="sans-serif" font-size="34" fill="#111">${amount}</text>
    <text x="24" y="250" font-family="sans-serif" font-size="16" fill="#555">To</text>
    <text x="24" y="280" font-family="sans-serif" font-size="20" fill="#111">Baan Talay Co., Ltd.</text>
    <text x="24" y="340" font-family="sans-serif" font-size="16" fill="#555">Reference</text>
    <text x="24" y="370" font-family="sans-serif" font-size="20" fill="#111">${reference}</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: `slip-${reference}.png`, mimeType: 'image/png', buffer };
}
