import { apiHandler, methodNotAllowed } from "~/platform/http/api.server";
import { requirePostPermission } from "~/domain/blog/post-permissions.server";
import { HttpError } from "~/platform/http/errors.server";
import { imageUrl, storeUpload } from "~/domain/media/images.server";
import { readMultipart } from "~/domain/media/uploads.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/uploads";
import { PICTURE_BODY_LIMIT } from "~/platform/http/body-limits";

export const loader = () => methodNotAllowed(["POST"]);

// POST /api/uploads (beyond the spec): an image for a post's body, from the editor. Anyone who may write posts.
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requirePostPermission(getCurrentUser(context), "create");
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files.file ?? files.image;
  if (!file) throw new HttpError(400, 'Choose an image to upload (field "file")');
  const image = await storeUpload(file.bytes, { uploadedBy: user.id });
  return Response.json(
    { success: true, data: { id: image.id, url: imageUrl(image), width: image.width, height: image.height } },
    { status: 201 },
  );
});

/** A picture for a post, a campaign or the editor. The body rule reads this (app/server/body-limits.server.ts). */
export const bodyLimit = PICTURE_BODY_LIMIT;
