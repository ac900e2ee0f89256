/**
 * The verification mini-QR Thai banking apps print on transfer slips (Bank of Thailand slip
 * verification payload: API id 000001, the sending bank's code and the transaction reference).
 */
export interface SlipQr {
  /** Three-digit Thai bank code, e.g. '004' (Kasikorn). */
  sendingBank: string;
  transRef: string;
}

/**
 * Why a slip has no verification QR: none found, a QR code that could not be decoded, a QR code
 * that is not a slip verification one (e.g. a PromptPay payment QR), a slip QR whose CRC does not
 * match, a slip the check did not look at (PDFs, or the check switched off), or one whose check did
 * not finish within its budget (`notVerified`: the server was busy or the image too costly to read).
 */
export const SLIP_QR_REASONS = ['noQr', 'unreadable', 'notSlipQr', 'badCrc', 'notChecked', 'notVerified'] as const;
export type SlipQrReason = (typeof SLIP_QR_REASONS)[number];

export type SlipQrCheck = { qr: SlipQr } | { qr: null; reason: SlipQrReason };

/** Thai bank codes (Thai Bankers' Association / ITMX) with the bank's name in both languages. */
export const THAI_BANKS: Readonly<Record<string, { en: string; th: string }>> = {
  '002': { en: 'Bangkok Bank', th: 'ธนาคารกรุงเทพ' },
  '004': { en: 'Kasikorn Bank', th: 'ธนาคารกสิกรไทย' },
  '006': { en: 'Krungthai Bank', th: 'ธนาคารกรุงไทย' },
  '011': { en: 'TMBThanachart Bank (ttb)', th: 'ธนาคารทหารไทยธนชาต' },
  '014': { en: 'Siam Commercial Bank', th: 'ธนาคารไทยพาณิชย์' },
  '017': { en: 'Citibank', th: 'ธนาคารซิตี้แบงก์' },
  '022': { en: 'CIMB Thai Bank', th: 'ธนาคารซีไอเอ็มบี ไทย' },
  '024': { en: 'UOB Thailand', th: 'ธนาคารยูโอบี' },
  '025': { en: 'Krungsri (Bank of Ayudhya)', th: 'ธนาคารกรุงศรีอยุธยา' },
  '030': { en: 'Government Savings Bank', th: 'ธนาคารออมสิน' },
  '033': { en: 'Government Housing Bank', th: 'ธนาคารอาคารสงเคราะห์' },
  '034': { en: 'BAAC', th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
  '066': { en: 'Islamic Bank of Thailand', th: 'ธนาคารอิสลามแห่งประเทศไทย' },
  '067': { en: 'Tisco Bank', th: 'ธนาคารทิสโก้' },
  '069': { en: 'Kiatnakin Phatra Bank', th: 'ธนาคารเกียรตินาคินภัทร' },
  '070': { en: 'ICBC (Thai)', th: 'ธนาคารไอซีบีซี (ไทย)' },
  '071': { en: 'Thai Credit Bank', th: 'ธนาคารไทยเครดิต' },
  '073': { en: 'LH Bank', th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
};

/** The bank's name in a language, or its code when the table does not know it. */
export function thaiBankName(code: string, language: 'th' | 'en'): string {
  return THAI_BANKS[code]?.[language] ?? `${language === 'th' ? 'ธนาคาร' : 'Bank'} ${code}`;
}
