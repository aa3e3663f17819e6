import { readSiteFeatures } from './siteFeatures';

describe('site features', () => {
  it("reads the server's site-features block (server/http/page-boot.test.ts writes the same one)", () => {
    document.body.innerHTML = '<script type="application/json" id="site-features">{"flows":true}</script>';
    expect(readSiteFeatures(document)).toEqual({ flows: true });
  });

  it('turns every feature off without a block, or with a broken one', () => {
    document.body.innerHTML = '';
    expect(readSiteFeatures(document)).toEqual({ flows: false });
    document.body.innerHTML = '<script type="application/json" id="site-features">{broken</script>';
    expect(readSiteFeatures(document)).toEqual({ flows: false });
    document.body.innerHTML = '<script type="application/json" id="site-features">{"flows":"yes"}</script>';
    expect(readSiteFeatures(document)).toEqual({ flows: false });
  });
});
