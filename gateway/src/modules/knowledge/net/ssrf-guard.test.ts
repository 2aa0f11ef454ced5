import { checkTarget, type Resolver } from './ssrf-guard.js';

/** Fake DNS: names map to fixed answers; nothing ever leaves the process (no lookup, no connection). */
const dns: Record<string, string[]> = {
  'public.example': ['93.184.215.14'],
  'v6.example': ['2606:4700::6810:84e5'],
  'localhost': ['127.0.0.1', '::1'],
  'rebind.example': ['10.0.0.5'],
  'mixed.example': ['93.184.215.14', '192.168.1.10'],
  'internal.example': ['169.254.169.254'],
};
const resolver: Resolver = async (host) => {
  const answers = dns[host];
  if (!answers) throw new Error('ENOTFOUND');
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const policy = { allowHosts: [], extraPorts: [8443] };

const refused: [string, RegExp][] = [
  ['http://127.0.0.1/', /loopback/],
  ['http://2130706433/', /loopback/],
  ['http://0177.0.0.1/', /loopback/],
  ['http://017700000001/', /loopback/],
  ['http://0x7f.1/', /loopback/],
  ['http://0x7f000001/', /loopback/],
  ['http://127.1/', /loopback/],
  ['http://127.0.0.1./', /loopback/],
  ['http://１２７.０.０.１/', /loopback/],
  ['http://[::1]/', /loopback/],
  ['http://[::ffff:127.0.0.1]/', /ipv4Mapped/],
  ['http://[0:0:0:0:0:ffff:7f00:1]/', /ipv4Mapped/],
  ['http://[::ffff:a9fe:a9fe]/', /ipv4Mapped/],
  ['http://[::127.0.0.1]/', /reserved/],
  ['http://[64:ff9b::7f00:1]/', /rfc6052/],
  ['http://[64:ff9b:1::a00:1]/', /rfc6052|reserved/],
  ['http://[2002:7f00:1::]/', /6to4/],
  ['http://[2001::1]/', /teredo/],
  ['http://0/', /unspecified/],
  ['http://0.0.0.0/', /unspecified/],
  ['http://[::]/', /unspecified/],
  ['http://10.0.0.1/', /private/],
  ['http://172.16.5.4/', /private/],
  ['http://192.168.0.1/', /private/],
  ['http://[fc00::1]/', /uniqueLocal/],
  ['http://169.254.169.254/latest/meta-data/', /linkLocal/],
  ['http://[fe80::1]/', /linkLocal/],
  ['http://[fd00:ec2::254]/', /uniqueLocal/],
  ['http://100.64.0.1/', /carrierGradeNat/],
  ['http://100.100.100.200/', /carrierGradeNat/],
  ['http://192.0.0.192/', /reserved/],
  ['http://224.0.0.1/', /multicast/],
  ['http://[ff02::1]/', /multicast/],
  ['http://255.255.255.255/', /broadcast/],
  ['http://metadata.google.internal/', /metadata/],
  ['http://metadata/', /metadata/],
  ['http://localhost/', /loopback/],
  ['http://rebind.example/', /private/],
  ['http://mixed.example/', /private/],
  ['http://internal.example/', /linkLocal/],
  ['http://user:pass@public.example/', /credentials/],
  ['http://user@public.example/', /credentials/],
  ['http://public.example:22/', /port 22/],
  ['https://public.example:8080/', /port 8080/],
  ['ftp://public.example/', /scheme/],
  ['file:///etc/passwd', /scheme/],
  ['gopher://public.example/', /scheme/],
  ['javascript:alert(1)', /scheme/],
  ['http://[fe80::1%25eth0]/', /not a valid URL/],
  ['not a url', /not a valid URL/],
  ['http://unknown.example/', /could not be resolved/],
];

describe('SSRF guard decision (parse, resolve with a fake resolver, classify; never connects)', () => {
  test.each(refused)('refuses %s', async (url, reason) => {
    const decision = await checkTarget(url, policy, resolver);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.reason).toMatch(reason);
  });

  test.each([
    ['http://public.example/', '93.184.215.14'],
    ['https://public.example/docs?a=1', '93.184.215.14'],
    ['https://public.example:8443/', '93.184.215.14'],
    ['http://v6.example/', '2606:4700::6810:84e5'],
    ['http://93.184.215.14/', '93.184.215.14'],
  ])('allows %s, pinned to the checked address', async (url, pinned) => {
    const decision = await checkTarget(url, policy, resolver);
    expect(decision).toMatchObject({ ok: true, pinned: { address: pinned } });
  });

  test('the test-only allowlist lets exactly the listed host through, on any port', async () => {
    const allow = { allowHosts: ['127.0.0.1'], extraPorts: [] };
    expect((await checkTarget('http://127.0.0.1:4567/', allow, resolver)).ok).toBe(true);
    expect((await checkTarget('http://127.0.0.2/', allow, resolver)).ok).toBe(false);
    expect((await checkTarget('http://localhost:4567/', allow, resolver)).ok).toBe(false);
    expect((await checkTarget('http://user:x@127.0.0.1/', allow, resolver)).ok).toBe(false);
  });
});
