ALTER TABLE `posts` ADD `help_box` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `imported_likes` integer DEFAULT 0 NOT NULL;