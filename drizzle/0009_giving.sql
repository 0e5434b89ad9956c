CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`story` text DEFAULT '' NOT NULL,
	`title_rw` text DEFAULT '' NOT NULL,
	`story_rw` text DEFAULT '' NOT NULL,
	`title_fr` text DEFAULT '' NOT NULL,
	`story_fr` text DEFAULT '' NOT NULL,
	`goal` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text,
	`cover_image` text,
	`cover_image_id` text,
	`cover_alt` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`raised_at_close` integer,
	`closed_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cover_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "campaigns_goal_positive" CHECK("campaigns"."goal" > 0)
);
--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`,`starts_on`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_featured_unique` ON `campaigns` (`featured`) WHERE "campaigns"."featured" = 1;--> statement-breakpoint
CREATE TABLE `donations` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'RWF' NOT NULL,
	`method` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`donor_name` text,
	`donor_email` text,
	`phone` text,
	`show_name` integer DEFAULT false NOT NULL,
	`show_amount` integer DEFAULT false NOT NULL,
	`provider` text,
	`provider_reference` text,
	`external_id` text,
	`requested_at` integer,
	`financial_transaction_id` text,
	`failure_reason` text,
	`last_checked_at` integer,
	`given_on` text,
	`reference` text,
	`decided_by` text,
	`decided_at` integer,
	`staff_reason` text,
	`confirmed_at` integer,
	`receipt_number` text,
	`receipt_secret_hash` text,
	`receipt_mailed_at` integer,
	`erased_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "donations_amount_positive" CHECK("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `donations_provider_reference_unique` ON `donations` (`provider_reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_external_id_unique` ON `donations` (`external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_receipt_number_unique` ON `donations` (`receipt_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_receipt_secret_unique` ON `donations` (`receipt_secret_hash`);--> statement-breakpoint
CREATE INDEX `donations_campaign_status_idx` ON `donations` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `donations_status_created_idx` ON `donations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `donations_email_idx` ON `donations` (lower("donor_email"));--> statement-breakpoint
CREATE TABLE `receipt_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
