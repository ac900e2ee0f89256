import { isPlainEmailAddress } from './email-address';

describe('isPlainEmailAddress', () => {
  it.each(['somchai@example.co.th', 'a.b+tag@mail.example.com', "o'neil@example.org"])('takes %s', (address) => {
    expect(isPlainEmailAddress(address)).toBe(true);
  });

  it.each([
    'Somchai <somchai@example.com>',
    '<somchai@example.com>',
    'a@example.com,b@example.com',
    'a@example.com\r\nBcc: victim@example.com',
    'a@example.com\n',
    '"a b"@example.com',
    'a@localhost',
    'a@-example.com',
    'nope',
  ])('refuses %j', (address) => {
    expect(isPlainEmailAddress(address)).toBe(false);
  });
});
