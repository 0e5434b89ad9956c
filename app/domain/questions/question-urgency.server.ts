import { eq } from "drizzle-orm";
import { requireAccess } from "~/domain/auth/access.server";
import { recordAudit } from "~/domain/audit/audit.server";
import type { User } from "~/domain/people/schema";
import { msg } from "~/i18n/message";
import { db } from "~/platform/data/db.server";
import { validate } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { urgencyFormSchema } from "./answer-schema";
import { questions } from "./schema";

/**
 * Staff mark a question urgent, or not, by hand (issue 34): the word lists miss some signs and see others that are
 * not there, and the asker's own "in danger now" may be a slip. Urgent questions come first in the queue and put
 * the help lines first on the asker's waiting page. Whatever the asker said stays recorded (said_in_danger).
 * Audited with who, when and the question's id; never its text. No mail: the person who marks it is handling it.
 */
export function setUrgency(actor: User | null, questionId: string | undefined, input: Record<string, unknown>) {
  const user = requireAccess(actor, "questions:answer", msg("forbidden"));
  const { urgent } = validate(urgencyFormSchema, input);
  return db.transaction((tx) => {
    const row = questionId
      ? tx
          .select({ id: questions.id, urgent: questions.urgent })
          .from(questions)
          .where(eq(questions.id, questionId))
          .get()
      : undefined;
    if (!row) throw new HttpError(404, msg("questionNotFound"));
    if (row.urgent !== urgent) {
      tx.update(questions).set({ urgent, updatedAt: new Date() }).where(eq(questions.id, row.id)).run();
      recordAudit(tx, {
        actor: user,
        action: urgent ? "question.mark_urgent" : "question.unmark_urgent",
        targetType: "question",
        targetId: row.id,
        summary: "",
        details: { from: row.urgent, to: urgent },
      });
    }
    return urgent ? "Marked urgent: it comes first in the queue" : "Marked not urgent";
  });
}
