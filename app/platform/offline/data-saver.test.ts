import { describe, expect, it } from "vitest";
import { isGuestRequest, guestKey } from "~/platform/cache/guest-cache.server";
import { dataSaverOf, onlyDeviceCookies } from "./data-saver";

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
