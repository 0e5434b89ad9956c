import { describe, expect, it } from "vitest";
import { isGuestRequest, guestKey } from "~/platform/cache/guest-cache.server";
import { dataSaverOf, dataSaverOffer, onlyDeviceCookies, wantsConnectionHints } from "./data-saver";

describe("the data saver (issue 27)", () => {
  it("is on by the device's cookie, else by Save-Data: on; the cookie wins", () => {
    expect(dataSaverOf(undefined, undefined)).toBe(false);
    expect(dataSaverOf("", "on")).toBe(true);
    expect(dataSaverOf(null, " ON ")).toBe(true);
    expect(dataSaverOf(null, "off")).toBe(false);
    expect(dataSaverOf("data-saver=1", undefined)).toBe(true);
    expect(dataSaverOf("a=b; data-saver=1", null)).toBe(true);
    expect(dataSaverOf("data-saver=0", "on")).toBe(false);
    expect(dataSaverOf("xdata-saver=1", null)).toBe(false);
    expect(dataSaverOf("data-saver=12", null)).toBe(false);
  });

  it("its cookie alone keeps a request a guest's; any other cookie does not", () => {
    expect(onlyDeviceCookies("data-saver=1")).toBe(true);
    expect(onlyDeviceCookies("data-saver=0; ")).toBe(true);
    expect(onlyDeviceCookies("data-saver=1; __session=x")).toBe(false);
    expect(onlyDeviceCookies("data-saver=2")).toBe(false);
    expect(isGuestRequest("data-saver=1", null)).toBe(true);
    expect(isGuestRequest("data-saver=1", "Bearer x")).toBe(false);
    expect(isGuestRequest("__session=x; data-saver=1", null)).toBe(false);
  });

  it("gives the guest cache a key of its own", () => {
    expect(guestKey("/blog/a", undefined, "on")).not.toBe(guestKey("/blog/a", undefined, undefined));
    expect(guestKey("/blog/a", "data-saver=1", undefined)).toBe(guestKey("/blog/a", undefined, "on"));
    expect(guestKey("/blog/a", "data-saver=0", "on")).toBe("/blog/a");
  });
});

describe("the data saver's offer (issue 35)", () => {
  it("says it is on for Save-Data, offers it on a slow connection, and is gone once the reader chose", () => {
    expect(dataSaverOffer(null, "on", null, null)).toBe("on");
    expect(dataSaverOffer(null, null, "2g", null)).toBe("slow");
    expect(dataSaverOffer(null, null, "slow-2g", "10")).toBe("slow");
    expect(dataSaverOffer(null, null, "4g", "0.3")).toBe("slow");
    expect(dataSaverOffer(null, null, "3g", "1.5")).toBe(null);
    expect(dataSaverOffer(null, null, "4g", "")).toBe(null);
    expect(dataSaverOffer(null, null, null, null)).toBe(null);
    expect(dataSaverOffer("data-saver=1", "on", "2g", null)).toBe(null);
    expect(dataSaverOffer("data-saver=0", null, "2g", null)).toBe(null);
  });

  it("keeps each offer's copy apart in the guest cache, and none once chosen", () => {
    const plain = guestKey("/blog/a", undefined, undefined);
    const slow = guestKey("/blog/a", undefined, undefined, "slow");
    const asked = guestKey("/blog/a", undefined, "on", "on");
    expect(new Set([plain, slow, asked, guestKey("/blog/a", "data-saver=1", undefined)]).size).toBe(4);
    expect(guestKey("/blog/a", "data-saver=0", undefined, null)).toBe(plain);
  });

  it("asks for the connection hints only where they could change the page", () => {
    expect(wantsConnectionHints(null, null)).toBe(true);
    expect(wantsConnectionHints(null, "on")).toBe(false);
    expect(wantsConnectionHints("data-saver=0", null)).toBe(false);
  });
});
