import { count } from "drizzle-orm";
import { DEMO_QUESTIONS } from "~/content/demo/questions";
import { postSearchText } from "~/domain/blog/search-text.server";
import { prepareContent } from "~/domain/blog/sanitize.server";
import { questions } from "~/domain/questions/schema";
import { db } from "~/platform/data/db.server";
import { log } from "~/platform/ops/log.server";

const DAY = 86_400_000;

/**
 * The demo library (issue 26): published questions in each language, as staff would have answered them. Only into a
 * site with no question yet. Demo entries were never sent by anyone: no original, no e-mail, no code, and they count
 * as erased already (nothing raw to keep).
 */
export function seedDemoQuestions(answeredBy: string) {
  return db.transaction((tx) => {
    if ((tx.select({ n: count() }).from(questions).get()?.n ?? 0) > 0) return 0;
    const now = Date.now();
    for (const q of DEMO_QUESTIONS) {
      const answer = prepareContent(q.answer.trim());
      const at = new Date(now - q.daysAgo * DAY);
      tx.insert(questions)
        .values({
          lang: q.lang,
          topic: q.topic,
          answerWay: "library",
          original: null,
          status: "published",
          publicQuestion: q.question,
          answer,
          answerText: postSearchText(answer),
          answeredBy,
          answeredAt: at,
          publishedAt: at,
          notifiedAt: new Date(at.getTime() - 2 * DAY),
          erasedAt: at,
          createdAt: new Date(at.getTime() - 3 * DAY),
          updatedAt: at,
        })
        .run();
    }
    log.info({ questions: DEMO_QUESTIONS.length }, "demo questions seeded");
    return DEMO_QUESTIONS.length;
  });
}
