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
import { formFields } from "~/platform/http/forms.server";
import { MAX_UPLOAD_BYTES } from "./images.server";

export type UploadedFile = { fieldName: string; name: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

const tooLarge = () => new HttpError(413, `The image is too large (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`);

/**
 * The one multipart reader for forms that carry images (post form, uploads, settings). The body streams
 * through the parser, so a file past `maxFileBytes` stops the read (413) instead of being buffered whole.
 * Text fields come back as strings, files as bytes; an empty file input counts as no file. The type of a
 * file is decided later from its bytes (storeImage), never from its name or the client's content type.
 */
export async function readMultipart(
  request: Request,
  { maxFileBytes = MAX_UPLOAD_BYTES, maxFiles = 2 } = {},
): Promise<MultipartForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b.*boundary=/i.test(type))
    throw new HttpError(415, "Send the form as multipart/form-data");
  const files: Record<string, UploadedFile> = {};
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFileSize: maxFileBytes, maxFiles, maxParts: 60, maxTotalSize: maxFileBytes * maxFiles + 1024 * 1024 },
      async (file: FileUpload) => {
        if (file.size === 0 && !file.name) return null;
        files[file.fieldName] = {
          fieldName: file.fieldName,
          name: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
        };
        return null;
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw tooLarge();
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError)
      throw new HttpError(413, "Too many fields or files in one form");
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError) {
      throw new HttpError(400, "The form could not be read; please send it again");
    }
    throw error;
  }
  return { fields: formFields(form), files };
}
