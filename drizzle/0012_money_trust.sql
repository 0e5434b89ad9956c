ALTER TABLE `donations` ADD `exchange_rate` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `amount_rwf` integer;--> statement-breakpoint
ALTER TABLE `donations` ADD `send_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `donations` ADD `client_key` text;