CREATE TABLE `post_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`category` text NOT NULL,
	`featured_image_alt` text DEFAULT '' NOT NULL,
	`featured_image_caption` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `post_revisions_post_idx` ON `post_revisions` (`post_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text,
	`created_by_name` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_unique` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_post_idx` ON `preview_links` (`post_id`);--> statement-breakpoint
ALTER TABLE `posts` ADD `featured_image_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `featured_image_caption` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `review_note` text;--> statement-breakpoint
CREATE INDEX `posts_status_published_idx` ON `posts` (`status`,`published_at`);--> statement-breakpoint
UPDATE `posts` SET `featured_image_alt` = coalesce((SELECT `alt` FROM `images` WHERE `images`.`id` = `posts`.`featured_image_id`), '') WHERE `featured_image_id` IS NOT NULL;
