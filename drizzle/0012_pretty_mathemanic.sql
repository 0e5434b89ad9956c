ALTER TABLE `donations` ADD `exchange_rate` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `amount_rwf` integer;