import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { HttpError } from "~/platform/http/errors.server";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";
import { formFields } from "~/platform/http/forms.server";
import { MAX_UPLOAD_BYTES } from "./images.server";

export type UploadedFile = { fieldName: string; name: string; bytes: Buffer };
export type MultipartForm = {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** With `keepOversized`: the file inputs whose picture was past the limit, each with the message to show. */
  refused: Record<string, string>;
};

const tooLargeMessage = (maxFileBytes: number) => `The image is too large (at most ${maxFileBytes / 1024 / 1024} MB)`;

/**
 * The one multipart reader for forms that carry images (post form, uploads, settings, campaigns). The body is
 * bounded before it is read (the route's bodyLimit, app/server/body-limits.server.ts); the parser stops past that
 * bound too. A picture past `maxFileBytes` is dropped as it is read, and the rest of the form is still read: a
 * page form may then answer with everything typed and the picture's own message (`keepOversized`), where other
 * callers get the 413 at once. Text fields come back as strings, files as bytes; an empty file input counts as no
 * file. The type of a file is decided later from its bytes (storeImage), never from its name or content type.
 */
export async function readMultipart(
  request: Request,
  { maxFileBytes = MAX_UPLOAD_BYTES, maxFiles = 2, keepOversized = false } = {},
): Promise<MultipartForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b.*boundary=/i.test(type))
    throw new HttpError(415, "Send the form as multipart/form-data");
  const files: Record<string, UploadedFile> = {};
  const refused: Record<string, string> = {};
  const bound = Math.max(PICTURE_BODY_LIMIT, maxFileBytes * maxFiles + 1024 * 1024);
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFileSize: bound, maxFiles, maxParts: 60, maxTotalSize: bound },
      async (file: FileUpload) => {
        if (file.size === 0 && !file.name) return null;
        if (file.size > maxFileBytes) {
          refused[file.fieldName] = tooLargeMessage(maxFileBytes);
          return null;
        }
        files[file.fieldName] = {
          fieldName: file.fieldName,
          name: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
        };
        return null;
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
      throw new HttpError(413, tooLargeMessage(maxFileBytes));
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError)
      throw new HttpError(413, "Too many fields or files in one form");
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError) {
      throw new HttpError(400, "The form could not be read; please send it again");
    }
    throw error;
  }
  const [first] = Object.values(refused);
  if (first && !keepOversized) throw new HttpError(413, first, refused);
  return { fields: formFields(form), files, refused };
}
