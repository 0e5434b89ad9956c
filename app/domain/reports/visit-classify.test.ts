import { describe, expect, it } from "vitest";
import { asksNotToTrack, channelOf, deviceOf, utmValue } from "./visit-classify";

const own = "youthhealth.rw";
const params = (query: string) => new URLSearchParams(query);

describe("channelOf, from referrers browsers and apps really send", () => {
  it.each([
    ["https://l.wa.me/", "whatsapp"],
    ["https://wa.me/250788000000", "whatsapp"],
    ["https://web.whatsapp.com/", "whatsapp"],
    ["android-app://com.whatsapp/", "whatsapp"],
    ["android-app://com.whatsapp.w4b", "whatsapp"],
    ["https://m.facebook.com/", "facebook"],
    ["https://l.facebook.com/l.php?u=https%3A%2F%2Fyouthhealth.rw%2F", "facebook"],
    ["https://lm.facebook.com/", "facebook"],
    ["android-app://com.facebook.katana/", "facebook"],
    ["android-app://com.facebook.orca/", "facebook"],
    ["https://t.co/AbC123xyz", "x"],
    ["https://x.com/", "x"],
    ["android-app://com.twitter.android/", "x"],
    ["https://l.instagram.com/", "instagram"],
    ["android-app://com.instagram.android/", "instagram"],
    ["https://www.google.com/", "search"],
    ["https://www.google.co.rw/", "search"],
    ["android-app://com.google.android.googlequicksearchbox/https/www.google.com", "search"],
    ["https://www.bing.com/", "search"],
    ["https://duckduckgo.com/", "search"],
    ["android-app://com.google.android.gm/", "newsletter"],
    ["https://mail.google.com/", "newsletter"],
    ["android-app://com.google.android.apps.messaging/", "sms"],
    ["https://www.unicef.org/rwanda/", "other"],
    ["android-app://org.telegram.messenger/", "other"],
    ["not a url", "other"],
    ["https://youthhealth.rw/blog", "internal"],
    ["", "direct"],
  ])("%s → %s", (referrer, channel) => {
    expect(channelOf(referrer, own)).toBe(channel);
  });

  it("is direct without a referrer, and the organisation's own campaign links win over the referrer", () => {
    expect(channelOf(null, own)).toBe("direct");
    expect(channelOf(null, own, params("utm_source=newsletter&utm_medium=email"))).toBe("newsletter");
    expect(channelOf("https://mail.yahoo.com/", own, params("utm_medium=email"))).toBe("newsletter");
    expect(channelOf(null, own, params("utm_source=sms&utm_campaign=clinic-day"))).toBe("sms");
    expect(channelOf("android-app://com.whatsapp/", own, params("utm_medium=SMS"))).toBe("sms");
    // WhatsApp on iPhone sends no referrer: a shared link tagged utm_source=whatsapp still says where it came from.
    expect(channelOf("", own, params("utm_source=WhatsApp"))).toBe("whatsapp");
  });
});

describe("deviceOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
      "phone",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      "phone",
    ],
    [
      "Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
      "phone",
    ],
    ["Opera/9.80 (J2ME/MIDP; Opera Mini/4.2.14912/870; U; id) Presto/2.4.15", "phone"],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      "tablet",
    ],
    ["Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148", "tablet"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      "computer",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      "computer",
    ],
    ["", "computer"],
  ])("%s → %s", (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });
});

describe("campaign values and the wish not to be tracked", () => {
  it("keeps campaign values short, lower case and plain", () => {
    expect(utmValue("  Clinic Day 2026! ")).toBe("clinic-day-2026");
    expect(utmValue(null)).toBe("");
    expect(utmValue("x".repeat(200))).toHaveLength(60);
  });
  it("reads Sec-GPC and DNT", () => {
    expect(asksNotToTrack(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(asksNotToTrack(new Headers({ dnt: "1" }))).toBe(true);
    expect(asksNotToTrack(new Headers({ dnt: "0" }))).toBe(false);
    expect(asksNotToTrack(new Headers())).toBe(false);
  });
});
