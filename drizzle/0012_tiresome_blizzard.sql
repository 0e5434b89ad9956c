ALTER TABLE `donations` ADD `send_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `donations` ADD `client_key` text;