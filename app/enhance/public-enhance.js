// @ts-check
// Progressive enhancement for the static public pages (docs/decisions/020). These pages are complete without it:
// every control below is a link or a form that works with JavaScript off. This module only makes them nicer where
// the browser can: native sharing, copy buttons, the donation dialog as a real modal, the menu closing on Escape
// and outside taps, in-place likes, and forms that say "Sending..." and cannot be sent twice.
// Plain JavaScript, no imports, no build step: it is copied to /assets under a content hash and must stay < 5 KB gzip.

/** @typedef {import("./enhance-types").El} El */
/**
 * The elements a selector finds, as the kind it names (`button[data-copy]` is a button): see enhance-types.ts.
 * @param {string} selector
 * @param {ParentNode} [root]
 * @returns {El[]}
 */
const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));

// What this module says, in the page's language (issue 17): the public layout writes it into the page as a JSON data
// block (#enhance-strings, never run as a script), from the catalogue's `common.enhance`.
/** @type {Record<string, string>} */
let S = {};
try {
  S = JSON.parse(document.getElementById("enhance-strings")?.textContent ?? "{}");
} catch {}

/**
 * A short message at the bottom of the screen, in the same box as the server's flash toast (SPEC §8 texts).
 * @param {string} message
 */
function toast(message, error = false) {
  document.querySelector("[data-enhance-toast]")?.remove();
  const box = document.createElement("section");
  box.setAttribute("aria-label", S.notification);
  box.dataset.enhanceToast = "";
  box.className = `flash-toast ${error ? "" : "flash-toast-short"}`;
  const inner = document.createElement("div");
  inner.setAttribute("role", error ? "alert" : "status");
  inner.className = `flex items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${error ? "bg-red-700" : "bg-slate-900"}`;
  inner.textContent = message;
  box.append(inner);
  document.body.append(box);
}

// The mobile menu is a <details>: it opens and closes by itself; here it also closes on Escape and outside taps.
/** @param {KeyboardEvent | PointerEvent} event */
function closeMenus(event) {
  for (const menu of $$("details[data-menu][open]")) {
    if (event.type === "keydown") {
      if (/** @type {KeyboardEvent} */ (event).key !== "Escape") continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    } else if (!menu.contains(/** @type {Node} */ (event.target))) {
      menu.open = false;
    }
  }
}
document.addEventListener("keydown", closeMenus);
document.addEventListener("pointerdown", closeMenus);

// The donation dialog: links to ?donate=1 without JavaScript; here a modal <dialog> opened in place.
const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById("donate-dialog"));
function openDonation() {
  if (!dialog) return;
  // Opened by the server (?donate=1) it is a plain open element with a link as backdrop: make it a real modal.
  document.querySelector("[data-donate-backdrop]")?.remove();
  if (dialog.open && !dialog.matches(":modal")) dialog.close();
  if (!dialog.open) dialog.showModal();
}
if (dialog) {
  dialog.addEventListener("close", () => {
    const url = new URL(location.href);
    if (url.searchParams.has("donate")) {
      url.searchParams.delete("donate");
      history.replaceState(history.state, "", url);
    }
  });
  // A click on the dialog element itself is a click on its backdrop.
  dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
  if (dialog.open) openDonation();
}

// Copy buttons (the donation numbers): shown only where the clipboard can be written.
const canCopy = !!navigator.clipboard?.writeText;
for (const button of $$("button[data-copy]")) button.hidden = !canCopy;

/** @param {El} button */
async function copy(button) {
  const label = button.querySelector("span") ?? button;
  try {
    await navigator.clipboard.writeText(button.dataset.copy);
    label.textContent = S.copied;
  } catch {
    label.textContent = S.copy;
  }
}

// Share: the phone's share sheet where there is one. Elsewhere the link goes on to the share links under the
// article, and the address is copied too.
/**
 * @param {El} link
 * @param {Event} event
 */
async function share(link, event) {
  const data = { url: link.dataset.share, title: link.dataset.shareTitle, text: link.dataset.shareText };
  if (typeof navigator.share === "function") {
    event.preventDefault();
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (/** @type {Error} */ (error)?.name === "AbortError") return;
      location.hash = "share";
    }
  }
  if (!canCopy) return toast(S.sharingNotSupported, true);
  try {
    await navigator.clipboard.writeText(data.url);
    toast(S.linkCopied);
  } catch {
    toast(S.copyFailed, true);
  }
}

// The contact page's map comes from OpenStreetMap: only after the visitor asks for it.
/** @param {El} button */
function showMap(button) {
  const frame = document.createElement("iframe");
  frame.src = button.dataset.map;
  frame.title = button.dataset.mapTitle;
  frame.className = "h-72 w-full";
  /** @type {Element} */ (button.parentElement).replaceWith(frame);
}
for (const button of $$("button[data-map]")) button.hidden = false;
// The printable receipt's Print button (issue 33): shown only where a script can print; the page says how otherwise.
for (const button of $$("button[data-print]")) button.hidden = false;

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const hit = (/** @type {string} */ selector) => /** @type {El | null | undefined} */ (target?.closest(selector));
  let el;
  if ((el = hit("a[data-donate]")) && dialog) {
    event.preventDefault();
    openDonation();
  } else if ((el = hit("a[data-donate-close]")) && dialog?.open) {
    event.preventDefault();
    dialog.close();
  } else if ((el = hit("button[data-copy]"))) {
    void copy(el);
  } else if ((el = hit("a[data-share]"))) {
    void share(el, event);
  } else if ((el = hit("button[data-map]"))) {
    showMap(el);
  } else if (hit("button[data-print]")) {
    print();
  } else if ((el = hit("a[data-tap-load]"))) {
    // The data saver's placeholder (issue 27): the picture itself, in place, at the size this screen needs.
    event.preventDefault();
    const img = el.querySelector("img");
    img.srcset = el.dataset.tapLoad;
    img.classList.remove("blur-lg");
    el.replaceWith(img);
  } else if ((el = hit("[data-lang-suggest-dismiss]"))) {
    /** @type {El} */ (el.closest("[data-lang-suggest]")).hidden = true;
    document.getElementById("main")?.focus();
  }
});

// The English home page offers the visitor's language once (issue 17): the note written in the first of the
// browser's languages (what its Accept-Language says) that the site has, unless that is English. Decided here,
// not by the server, so the page stays one URL in one language for everyone. Remembered in localStorage only.
const notes = $$("[data-lang-suggest]");
if (notes.length) {
  let done = true;
  try {
    done = !!localStorage.getItem("yoh-language-suggested");
  } catch {}
  const wanted = (navigator.languages?.length ? navigator.languages : [navigator.language])
    .map((l) => String(l).toLowerCase().split("-")[0])
    .find((l) => l === "en" || notes.some((n) => n.dataset.langSuggest === l));
  const note = !done && notes.find((n) => n.dataset.langSuggest === wanted);
  if (note) {
    note.hidden = false;
    try {
      localStorage.setItem("yoh-language-suggested", /** @type {string} */ (wanted));
    } catch {}
  }
}

// Like: sent with fetch, the button and the count change in place. Anything but a clean answer (signed out,
// e-mail not verified, storage full) falls back to the form's own post, whose answer says what happened.
/** @param {El} form */
async function like(form) {
  const button = form.querySelector("button");
  const input = form.querySelector("input[name=liked]");
  const wanted = input.value === "true";
  button.disabled = true;
  let response;
  try {
    response = await fetch(`/api/blog/${encodeURIComponent(form.dataset.like)}/like`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ liked: wanted }),
    });
  } catch {
    button.disabled = false;
    return toast(S.likeFailed, true);
  }
  if (!response.ok) return HTMLFormElement.prototype.submit.call(form);
  const { data } = await response.json();
  input.value = String(!data.liked);
  button.setAttribute("aria-pressed", String(data.liked));
  button.querySelector("span").textContent = data.liked ? S.liked : S.like;
  button.querySelector("svg")?.classList.toggle("fill-current", data.liked);
  for (const count of $$(`[data-like-count="${CSS.escape(form.dataset.like)}"]`)) {
    count.textContent = new Intl.NumberFormat(S.locale).format(data.likes);
  }
  button.disabled = false;
  toast(data.liked ? S.postLiked : S.likeRemoved);
}

// Forms that write: sent once. The button says so (data-pending) and the second press does nothing.
document.addEventListener("submit", (event) => {
  const form = /** @type {El} */ (event.target);
  if (form.method !== "post") return;
  if (form.dataset.busy) return event.preventDefault();
  if (form.dataset.like) {
    event.preventDefault();
    form.dataset.busy = "1";
    return void like(form).finally(() => delete form.dataset.busy);
  }
  form.dataset.busy = "1";
  // The data saver's switch (issue 35): sent in the background, then this page again where the reader was.
  if (form.hasAttribute("data-saver-form")) {
    event.preventDefault();
    const body = new URLSearchParams(/** @type {never} */ (new FormData(form, event.submitter)));
    return void fetch(form.action, { method: "post", body, redirect: "manual" }).finally(() => location.reload());
  }
  const button = /** @type {El | null} */ (event.submitter) ?? form.querySelector("[type=submit]");
  if (button?.dataset.pending) {
    button.dataset.label = button.textContent;
    button.textContent = button.dataset.pending;
  }
  // Disabled only after the form has read its fields: a disabled submitter would drop its name and value.
  setTimeout(() => button && (button.disabled = true));
});

// Back to a page kept in the browser's memory: its forms can be sent again.
addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const form of $$("form[data-busy]")) {
    delete form.dataset.busy;
    for (const button of $$("[type=submit]", form)) {
      button.disabled = false;
      if (button.dataset.label) button.textContent = button.dataset.label;
    }
  }
});

// SPEC §2: a featured or card picture that fails to load is hidden (also those that failed before this module
// ran). Only those (PostImage marks them): a picture in a post's body keeps its alt text in view.
/** @param {El} img */
function hideBroken(img) {
  (img.closest("picture") ?? img).remove();
}
/**
 * @param {EventTarget | null} el
 * @returns {el is El}
 */
const hides = (el) => el instanceof HTMLImageElement && el.hasAttribute("data-hide-broken");
document.addEventListener("error", (event) => hides(event.target) && hideBroken(event.target), true);
for (const img of $$("img[data-hide-broken]"))
  if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) hideBroken(img);

// Quick exit (issue 17, app/components/quick-exit.tsx): leave for the neutral site replacing this page in the
// history, so Back does not bring it up again; Escape pressed twice (within a second and a half) does the same.
// The page is blanked first, so nothing of it stays on screen while the other site loads, and its boxes are emptied.
// Nothing is recorded.
// The donation dialog of such a page has the link too (a modal makes the page behind it inert).
{
  const exits = $$("a[data-quick-exit]");
  const exit = exits[0];
  if (exit) {
    /** @param {Event} [event] */
    const leave = (event) => {
      event?.preventDefault();
      // Issue 34: nothing typed stays on a shared phone, even in a page the browser keeps for Back.
      for (const el of $$("textarea, input:not([type=hidden],[type=submit],[type=button])"))
        if (/radio|checkbox/.test(el.type)) el.checked = el.defaultChecked = false;
        else el.value = el.defaultValue = "";
      document.body.style.visibility = "hidden";
      document.title = "";
      location.replace(exit.dataset.quickExit || exit.href);
    };
    for (const link of exits) link.addEventListener("click", leave);
    let lastEscape = -Infinity;
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || event.repeat) return;
      if (event.timeStamp - lastEscape < 1500) return leave();
      lastEscape = event.timeStamp;
    });
  }
}

// A MoMo payment's page (issue 25, give-payment.tsx): without JavaScript it reloads itself; here it asks the JSON
// quietly every few seconds and reloads once the payment is no longer pending (the page then says how it ended).
{
  const poll = /** @type {El | null} */ (document.querySelector("[data-payment-poll]"))?.dataset.paymentPoll;
  if (poll) {
    const ask = async () => {
      try {
        const answer = await fetch(poll, { headers: { Accept: "application/json" }, cache: "no-store" });
        const status = (await answer.json())?.data?.status;
        if (status && status !== "pending") return location.reload();
      } catch {}
      setTimeout(ask, 4000);
    };
    setTimeout(ask, 3000);
  }
}

// Offline reading (issue 27): the service worker (app/enhance/sw.js) where the browser has one, the "Save for
// offline" button, and the lists of /saved and the offline page, read from the Cache Storage this page shares with
// the worker. Saved articles are guest copies (no cookie sent): nothing personal is kept on the phone.
if ("serviceWorker" in navigator && self.caches) {
  // A page the worker did not fetch (the one that installs it) is passed on to be kept too (issue 35).
  const first = !navigator.serviceWorker.controller && location.pathname + location.search;
  const tell = (/** @type {boolean} */ saved) =>
    navigator.serviceWorker.ready.then((r) =>
      r.active?.postMessage({ lang: document.documentElement.lang, saved, first }),
    );
  // With the data saver, the first page a reader opens costs only what it shows: the page marks it (the data
  // saver's loader, data-saver-page.server.ts), and the worker and the offline page it fetches (about 7 KB) come
  // from the next page on (docs/decisions/029 "Meeting 15 KB").
  if (!document.documentElement.hasAttribute("data-first-view"))
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => tell(!!document.querySelector("[data-offline-list]")))
      .catch(() => {});
  const SAVED = "saved";
  const kb = (/** @type {number} */ n) => `${Math.ceil(n / 1024)} KB`;
  const read = (/** @type {El} */ el, /** @type {string} */ name) => JSON.parse(el.dataset[name]);
  /**
   * @param {string} url
   * @param {string} [method]
   */
  const guest = (url, method) => fetch(url, { credentials: "omit", method });
  const pictures = () => [
    ...new Set(
      $$("main img")
        .map((i) => i.currentSrc || i.src)
        .filter((u) => u.startsWith(location.origin)),
    ),
  ];

  // Pictures at the size this phone chose (currentSrc), measured by what was fetched; those not loaded yet asked.
  const sizeNow = async () => {
    if (document.readyState !== "complete") await new Promise((r) => addEventListener("load", r, { once: true }));
    /** @type {number} */
    let n =
      /** @type {PerformanceResourceTiming=} */ (performance.getEntriesByType("navigation")[0])?.decodedBodySize ?? 0;
    for (const url of pictures()) {
      let size = /** @type {PerformanceResourceTiming=} */ (performance.getEntriesByName(url)[0])?.decodedBodySize;
      if (!size) size = +((await guest(url, "HEAD").catch(() => null))?.headers.get("Content-Length") ?? 0);
      n += size;
    }
    return n;
  };

  /**
   * @param {El} box
   * @param {Record<string, string>} s
   */
  const save = async (box, s) => {
    const button = box.querySelector("button");
    const label = button.querySelector("span");
    button.disabled = true;
    label.textContent = s.saving;
    try {
      const cache = await caches.open(SAVED);
      const images = pictures();
      let size = 0;
      for (const url of images) {
        const r = await guest(url);
        if (!r.ok) throw r;
        const blob = await r.blob();
        size += blob.size;
        await cache.put(
          url,
          new Response(blob, { headers: { "Content-Type": /** @type {string} */ (r.headers.get("Content-Type")) } }),
        );
      }
      const r = await guest(location.pathname);
      if (!r.ok) throw r;
      const html = await r.text();
      size += new Blob([html]).size;
      await cache.put(
        location.pathname,
        new Response(html, {
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            // The page's title without the site's name, as the worker keeps the last read (a library answer's h1 is
            // only "The question").
            "X-Title": encodeURIComponent(document.title.replace(/ \| [^|]*$/, "")),
            "X-Size": /** @type {never} */ (size),
            "X-Images": JSON.stringify(images),
          },
        }),
      );
      label.textContent = s.saved;
      toast(s.saved);
      void tell(true);
    } catch {
      button.disabled = false;
      label.textContent = s.save;
      toast(s.saveFailed, true);
    }
  };

  for (const box of $$("[data-save-offline]")) {
    const s = read(box, "saveOffline");
    const label = box.querySelector("button span");
    box.hidden = false;
    box.querySelector("button").addEventListener("click", () => save(box, s));
    caches.match(location.pathname, { cacheName: SAVED }).then(async (hit) => {
      if (hit) {
        label.textContent = s.saved;
        box.querySelector("button").disabled = true;
      } else label.textContent = `${s.save} · ${kb(await sizeNow())}`;
    });
  }

  // What the phone keeps: pages with a title (pictures have none), saved ones first, then the last read.
  /** @param {string[]} names */
  const kept = async (names) => {
    /** @type {Map<string, import("./enhance-types").Kept>} */
    const out = new Map();
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of /** @type {Request[]} */ (await cache.keys()).reverse()) {
        const r = /** @type {Response} */ (await cache.match(request));
        const title = r?.headers.get("X-Title");
        if (title && !out.has(request.url))
          out.set(request.url, {
            url: request.url,
            cache,
            title: new DOMParser().parseFromString(decodeURIComponent(title), "text/html").body.textContent,
            size: +(/** @type {string} */ (r.headers.get("X-Size"))),
            images: JSON.parse(r.headers.get("X-Images") ?? "[]"),
          });
      }
    }
    return [...out.values()];
  };

  // Removed from the phone: from the last read too (a reader who removes it wants it gone).
  /**
   * @param {import("./enhance-types").Kept} item
   * @param {import("./enhance-types").Kept[]} all
   */
  const remove = async (item, all) => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete(item.url);
    const used = new Set(all.filter((o) => o !== item).flatMap((o) => o.images));
    for (const url of item.images) if (!used.has(url)) await item.cache.delete(url);
  };

  /** @param {El} box */
  const list = async (box) => {
    const s = read(box, "strings");
    const mine = box.dataset.offlineList === SAVED;
    const names = mine ? [SAVED] : [SAVED, ...(await caches.keys()).filter((n) => n.startsWith("pages-"))];
    const items = await kept(names);
    /**
     * @param {string} tag
     * @param {string} text
     * @param {string} [cls]
     * @returns {El}
     */
    const el = (tag, text, cls) =>
      /** @type {El} */ (Object.assign(document.createElement(tag), { textContent: text, className: cls ?? "" }));
    const ul = el("ul", "", "divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white");
    for (const item of items) {
      const li = el("li", "", "flex flex-wrap items-center justify-between gap-2 px-4 py-2");
      const a = el("a", item.title, "inline-flex min-h-11 items-center font-semibold text-brand-800 underline");
      a.href = new URL(item.url).pathname;
      li.append(a);
      if (mine) {
        const remover = el("button", s.remove, "btn-outline");
        remover.type = "button";
        remover.setAttribute("aria-label", `${s.remove}: ${item.title}`);
        remover.onclick = async () => {
          await remove(item, items);
          await list(box);
          toast(s.removed);
        };
        li.append(el("span", kb(item.size), "text-sm text-slate-600"), remover);
      }
      ul.append(li);
    }
    const total = items.reduce((n, i) => n + i.size, 0);
    box.replaceChildren(
      ...(items.length ? [ul] : [el("p", s.empty, "text-slate-700")]),
      ...(mine ? [el("p", s.spaceUsed.replace("{size}", kb(total)), "mt-4 font-semibold text-slate-900")] : []),
    );
  };
  for (const box of $$("[data-offline-list]")) void list(box);
}
