ALTER TABLE `donations` ADD `exchange_rate` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `amount_rwf` integer;--> statement-breakpoint
ALTER TABLE `donations` ADD `send_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `donations` ADD `client_key` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `submission_hash` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `said_in_danger` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `questions_submission_hash_unique` ON `questions` (`submission_hash`);