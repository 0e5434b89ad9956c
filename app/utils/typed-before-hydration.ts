/**
 * Words typed into a text box before React has hydrated the screen are put back once it has: hydrating a textarea
 * sets it to the text the server rendered (react-dom's initTextarea), so on a slow connection a writer's first
 * sentence would vanish. The catalogue per language (issue 28) makes that window one round trip longer.
 */
const typed = new Map<HTMLTextAreaElement, string>();

const remember = (event: Event) => {
  if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
};

/** Before hydrating: what was typed before this script ran, then the last text each box holds as typing goes on. */
export function rememberTypedText() {
  for (const box of document.querySelectorAll("textarea"))
    if (box.value !== box.defaultValue) typed.set(box, box.value);
  document.addEventListener("input", remember, true);
}

/** Once hydrated: a box whose text hydration replaced gets it back, and an `input` event tells its component. */
export function restoreTypedText() {
  document.removeEventListener("input", remember, true);
  for (const [box, value] of typed) {
    if (!box.isConnected || box.value === value) continue;
    box.value = value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}

/** The quick exit (issue 34): nothing typed is kept to be put back, whatever happens next. */
export function forgetTypedText() {
  typed.clear();
}
