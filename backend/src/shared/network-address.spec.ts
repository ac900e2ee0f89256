import { clientNetwork, isPrivateAddress } from './network-address';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['2001:db8:1:2::1', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:5', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', 56, '2001:db8:1::/56'],
    ['2001:db8:1:2::1', 128, '2001:db8:1:2::1/128'],
    ['not-an-ip', 64, 'not-an-ip'],
  ])('%s per /%i → %s', (ip, prefix, expected) => expect(clientNetwork(ip, prefix)).toBe(expected));

  it('tells apart two /64 networks of one /48', () => {
    expect(clientNetwork('2001:db8:1:2::1', 64)).not.toBe(clientNetwork('2001:db8:1:3::1', 64));
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.20.1.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::1',
    '::',
    'fd12::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    // issue 35: the forms the hand list let through
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::127.0.0.1',
    '::127.0.0.1',
    '::808:808',
    '::ffff:0:7f00:1',
    '2002:7f00:1::',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fec0::1',
    'feff::1',
    '64:ff9b:1::a00:1',
    'not-an-address',
  ])('%s is refused', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '::ffff:0:808:808'])(
    '%s is public',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});
