ALTER TABLE `questions` ADD `submission_hash` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `said_in_danger` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `questions_submission_hash_unique` ON `questions` (`submission_hash`);