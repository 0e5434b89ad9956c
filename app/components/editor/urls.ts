/** SPEC §5: links only http, https, mailto and tel (the sanitiser blanks the rest). */
export function isAllowedLinkUrl(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9()\-\s.]+)$/i.test(url.trim());
}

export function isAllowedImageUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url.trim());
}

type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/** POST multipart `file`; XHR rather than fetch because fetch reports no upload progress. */
export function uploadImage(uploadUrl: string, file: File, onProgress: (pct: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", uploadUrl);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => resolve({ ok: false, message: "Upload failed: check your connection and try again." });
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; message?: string; data?: { url?: unknown } } | null;
      const url = body?.data?.url;
      if (xhr.status === 201 && body?.success && typeof url === "string" && url.startsWith("/images/")) {
        resolve({ ok: true, url });
      } else {
        resolve({ ok: false, message: body?.message ?? "Upload failed." });
      }
    };
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/** Bubbles from an uploader to its form: +1 when an upload starts, -1 when it ends (the form waits for 0 to save). */
export const UPLOAD_EVENT = "form-upload";
export function announceUpload(el: Element | null, delta: 1 | -1) {
  el?.dispatchEvent(new CustomEvent(UPLOAD_EVENT, { detail: delta, bubbles: true }));
}
