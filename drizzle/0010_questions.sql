CREATE TABLE `questions` (
	`id` text PRIMARY KEY NOT NULL,
	`lang` text NOT NULL,
	`topic` text NOT NULL,
	`age_range` text,
	`answer_way` text NOT NULL,
	`original` text,
	`email` text,
	`code_hash` text,
	`urgent` integer DEFAULT false NOT NULL,
	`danger_signs` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`public_question` text DEFAULT '' NOT NULL,
	`answer` text DEFAULT '' NOT NULL,
	`answer_text` text DEFAULT '' NOT NULL,
	`decline_reason` text,
	`review_requested_by` text,
	`review_note` text,
	`answered_by` text,
	`answered_at` integer,
	`published_at` integer,
	`read_at` integer,
	`notified_at` integer,
	`erased_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`review_requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questions_code_hash_unique` ON `questions` (`code_hash`);--> statement-breakpoint
CREATE INDEX `questions_queue_idx` ON `questions` (`status`,`urgent`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_library_idx` ON `questions` (`status`,`lang`,`published_at`);--> statement-breakpoint
CREATE INDEX `questions_notify_idx` ON `questions` (`notified_at`) WHERE "questions"."notified_at" is null;--> statement-breakpoint
-- The library's full-text search (issue 26), hand-written: drizzle-kit does not model virtual tables or triggers.
-- Unlike posts_fts this table holds its own copy of the words, and only of published entries: nothing a young person
-- sent privately, and no draft answer, is ever in the index. Same tokenizer as the blog (case and accents folded,
-- prefix indexes). Keyed by questions.rowid.
CREATE VIRTUAL TABLE `questions_fts` USING fts5(
  public_question, answer_text,
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `questions_fts_ai` AFTER INSERT ON `questions` WHEN new.status = 'published' BEGIN
  INSERT INTO questions_fts(rowid, public_question, answer_text) VALUES (new.rowid, new.public_question, new.answer_text);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_ad` AFTER DELETE ON `questions` BEGIN
  DELETE FROM questions_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
-- Any change to what is indexed or to whether it is published: drop the old copy, index the new one if published.
CREATE TRIGGER `questions_fts_au` AFTER UPDATE OF status, public_question, answer_text ON `questions` BEGIN
  DELETE FROM questions_fts WHERE rowid = old.rowid;
  INSERT INTO questions_fts(rowid, public_question, answer_text)
    SELECT new.rowid, new.public_question, new.answer_text WHERE new.status = 'published';
END;
