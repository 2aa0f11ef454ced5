import { describe, expect, it } from '@jest/globals';
import { soldPackages } from '@/testing/packages';
import { resolveRequestedPackage } from './resolve-package';

const resolve = (query: string) => {
  const { pkg, adjusted } = resolveRequestedPackage(new URLSearchParams(query), soldPackages)!;
  return [pkg.id, adjusted];
};

describe('resolveRequestedPackage', () => {
  it('takes the package of a well-formed link', () => {
    expect(resolve('package=five_pack&amount=399&quantity=5')).toEqual(['five_pack', false]);
    expect(resolve('package=ten_pack&amount=749&quantity=10')).toEqual(['ten_pack', false]);
  });

  it('defaults to the single assessment without parameters', () => {
    expect(resolve('')).toEqual(['single', false]);
  });

  it("keeps the package's own price and credits when the link disagrees", () => {
    expect(resolve('package=five_pack&amount=1&quantity=5')).toEqual(['five_pack', true]);
    expect(resolve('package=five_pack&amount=399&quantity=50')).toEqual(['five_pack', true]);
    expect(resolve('package=gold&quantity=10')).toEqual(['ten_pack', true]);
    expect(resolve('quantity=7')).toEqual(['single', true]);
  });

  it('prices from the packages the server sells, and has nothing to offer without them', () => {
    const repriced = soldPackages.map((p) => (p.id === 'five_pack' ? { ...p, price: 349, priceCents: 34900 } : p));
    expect(resolveRequestedPackage(new URLSearchParams('package=five_pack&amount=349&quantity=5'), repriced)).toMatchObject({ pkg: { priceCents: 34900 }, adjusted: false });
    expect(resolveRequestedPackage(new URLSearchParams('package=five_pack'), [])).toBeUndefined();
  });
});
