/**
 * The test's own reading of an EMVCo QR payload, written from the specification rather than taken
 * from the library under test: TLV fields (2-digit tag, 2-digit length, value) and CRC-16/CCITT-FALSE
 * (poly 0x1021, init 0xFFFF, no reflection, no final xor) over everything up to and including "6304".
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

export function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length)) throw new Error(`Bad TLV at ${at} in ${payload}`);
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  if (at !== payload.length) throw new Error(`TLV overruns the payload: ${payload}`);
  return fields;
}

/** Asserts the CRC field is last and matches; returns the parsed fields. */
export function verifyEmvPayload(payload: string): Map<string, string> {
  const crcField = payload.slice(-8);
  if (!crcField.startsWith('6304')) throw new Error(`The CRC field is not last: ${payload}`);
  const expected = crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
  if (crcField.slice(4) !== expected) throw new Error(`CRC ${crcField.slice(4)} is wrong, expected ${expected}`);
  return parseTlv(payload);
}
