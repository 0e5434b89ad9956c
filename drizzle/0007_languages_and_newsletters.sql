CREATE TABLE `newsletter_sendings` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text,
	`post_title` text NOT NULL,
	`lang` text NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`cursor` text DEFAULT '' NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	`requested_by` text,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_sendings_post_unique` ON `newsletter_sendings` (`post_id`);--> statement-breakpoint
CREATE INDEX `newsletter_sendings_status_idx` ON `newsletter_sendings` (`status`);--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`user_id` text,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_unsubscribe_token_unique` ON `subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_confirm_token_unique` ON `subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `subscribers_lang_status_idx` ON `subscribers` (`lang`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `subscribers_created_idx` ON `subscribers` (`created_at`);--> statement-breakpoint
CREATE INDEX `subscribers_user_idx` ON `subscribers` (`user_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `sending_id` text REFERENCES newsletter_sendings(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `mail_outbox_sending_status_idx` ON `mail_outbox` (`sending_id`,`status`);--> statement-breakpoint
ALTER TABLE `posts` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `translation_of` text REFERENCES posts(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `posts_translation_of_idx` ON `posts` (`translation_of`);--> statement-breakpoint
CREATE INDEX `posts_lang_status_newest_idx` ON `posts` (`lang`,`status`,(case when "published_at" is null then "created_at" else "published_at" end));--> statement-breakpoint
ALTER TABLE `users` ADD `lang` text DEFAULT 'en' NOT NULL;